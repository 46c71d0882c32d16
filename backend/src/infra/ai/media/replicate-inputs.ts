import type { FaceSwapRequest, UpscaleRequest, VideoRequest } from '../media-tools.port';
import type { InputSchema } from '../replicate/input-schema';
import { seedNumber } from '../replicate/model-input';
import type { ModelInputs } from '../replicate/model-inputs';
import type { Size } from './frames';

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
export function videoInput(req: VideoRequest, size: Size, schema: InputSchema | null): ModelInputs {
  const documented: Record<string, unknown> = { prompt: req.prompt, start_image: req.image, duration: 5 };
  if (req.negativePrompt) documented.negative_prompt = req.negativePrompt;
  const extra: Record<string, unknown> = { seed: seedNumber(req.seed) };
  const ratio = nearestAspectRatio(size, schema?.get('aspect_ratio')?.enum);
  if (ratio) extra.aspect_ratio = ratio;
  return { documented, extra };
}

/** cdingram/face-swap: input_image (the picture), swap_image (the face). */
export const faceSwapInput = (req: FaceSwapRequest): ModelInputs => ({
  documented: { input_image: req.input, swap_image: req.swap },
  extra: {},
});

/** 851-labs/background-remover: image; a transparent PNG where the model lets us ask. */
export const removeBackgroundInput = (image: Buffer): ModelInputs => ({
  documented: { image },
  extra: { format: 'png', background_type: 'rgba' },
});

/**
 * What the refiner is told when the person gives no prompt: it must have one (its diffusers pipeline
 * raises "Provide either `prompt` or `prompt_embeds`" without), and this asks for nothing new.
 */
export const NEUTRAL_UPSCALE_PROMPT = 'high quality, sharp details';

/** fermatresearch/magic-image-refiner: image, prompt (always: a neutral one when none is given), resolution 2048. */
export function upscaleInput(req: UpscaleRequest): ModelInputs {
  const prompt = req.prompt.trim() || NEUTRAL_UPSCALE_PROMPT;
  return { documented: { image: req.image, prompt, resolution: '2048' }, extra: {} };
}
