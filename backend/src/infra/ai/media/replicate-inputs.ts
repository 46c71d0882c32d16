import type { FaceSwapRequest, UpscaleRequest, VideoRequest } from '../media-tools.port';
import type { InputSchema } from '../replicate/input-schema';
import { fitInputs, seedNumber } from '../replicate/model-input';
import type { Size } from './frames';

/** What a tool sends (files as Buffers: the runner inlines or uploads them): `documented` always (unless the schema refuses it), `extra` only when the schema accepts it. */
export interface ToolInput {
  documented: Record<string, unknown>;
  extra: Record<string, unknown>;
}

/** The model's input: all wanted inputs fitted to its schema, or the documented ones when it has none. */
export function modelInput({ documented, extra }: ToolInput, schema: InputSchema | null): Record<string, unknown> {
  return schema ? fitInputs({ ...documented, ...extra }, schema) : { ...documented };
}

const VIDEO_RATIOS = ['16:9', '9:16', '1:1'];

/** The ratio (`w:h`) among those offered nearest to the image's. */
export function nearestAspectRatio(size: Size, offered: readonly unknown[] = VIDEO_RATIOS): string | undefined {
  const target = Math.log(size.width / size.height);
  let best: { ratio: string; distance: number } | undefined;
  for (const ratio of offered) {
    if (typeof ratio !== 'string') continue;
    const m = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(ratio);
    if (!m) continue;
    const distance = Math.abs(Math.log(Number(m[1]) / Number(m[2])) - target);
    if (!best || distance < best.distance) best = { ratio, distance };
  }
  return best?.ratio;
}

/** kwaivgi/kling-v1.6-standard: prompt, negative_prompt, start_image, duration (5 s), aspect_ratio. */
export function videoInput(req: VideoRequest, size: Size, schema: InputSchema | null): ToolInput {
  const documented: Record<string, unknown> = { prompt: req.prompt, start_image: req.image, duration: 5 };
  if (req.negativePrompt) documented.negative_prompt = req.negativePrompt;
  const extra: Record<string, unknown> = { seed: seedNumber(req.seed) };
  const ratio = nearestAspectRatio(size, schema?.get('aspect_ratio')?.enum);
  if (ratio) extra.aspect_ratio = ratio;
  return { documented, extra };
}

/** cdingram/face-swap: input_image (the picture), swap_image (the face). */
export const faceSwapInput = (req: FaceSwapRequest): ToolInput => ({
  documented: { input_image: req.input, swap_image: req.swap },
  extra: {},
});

/** 851-labs/background-remover: image; a transparent PNG where the model lets us ask. */
export const removeBackgroundInput = (image: Buffer): ToolInput => ({
  documented: { image },
  extra: { format: 'png', background_type: 'rgba' },
});

/** batouresearch/magic-image-refiner: image, prompt, resolution 2048. */
export function upscaleInput(req: UpscaleRequest): ToolInput {
  const documented: Record<string, unknown> = { image: req.image, resolution: '2048' };
  if (req.prompt.trim()) documented.prompt = req.prompt.trim();
  return { documented, extra: {} };
}
