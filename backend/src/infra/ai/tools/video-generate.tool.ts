import type { GeneratedMedia, ProgressReporter } from '../image-provider.port';
import { imageSize, type Size } from '../media/frames';
import { panZoomVideo } from '../media/video';
import type { InputSchema } from '../replicate/input-schema';
import { seedNumber } from '../replicate/model-input';
import type { ModelInputs } from '../replicate/model-inputs';
import type { ReplicateSteps } from './replicate-steps';
import type { ToolAdapterFactory } from './tool-adapter.port';

export interface VideoRequest {
  prompt: string;
  negativePrompt: string | null;
  /** the start image */
  image: Buffer;
  /** makes the output repeatable where the model takes a seed */
  seed: string;
  jobId?: string;
}

/** An uploaded image and a prompt to a short MP4: Replicate's video model, or a pan or zoom on this machine. */
export const adapter: ToolAdapterFactory<'video-generate'> = ({ replicate }) => {
  const video = replicate ? replicateVideo(replicate) : offlineVideo;
  return {
    tool: 'video-generate',
    async run({ jobId, payload, read, progress }) {
      const image = await read(payload.imageUrl);
      return video(
        { prompt: payload.prompt, negativePrompt: payload.negativePrompt, image, seed: jobId, jobId },
        progress,
      );
    },
  };
};

/** A pan or zoom over the start image, as the prompt says (the negative prompt and seed have nothing to steer here). */
async function offlineVideo(req: VideoRequest, onProgress: ProgressReporter): Promise<GeneratedMedia> {
  await onProgress(5, 'preparing');
  return { data: await panZoomVideo(req.image, req.prompt, onProgress), type: 'video/mp4' };
}

/** REPLICATE_VIDEO_MODEL's MP4 (the job's `video` step). */
function replicateVideo(replicate: ReplicateSteps) {
  const model = replicate.model('REPLICATE_VIDEO_MODEL');
  return (req: VideoRequest, onProgress: ProgressReporter): Promise<GeneratedMedia> =>
    replicate.attempt('video', async () => {
      const size = await imageSize(req.image);
      const input = (schema: InputSchema | null) => videoInput(req, size, schema);
      return replicate.predict({ model, step: 'video', input, accepted: ['video/mp4'], onProgress, jobId: req.jobId });
    });
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
export function videoInput(req: VideoRequest, size: Size, schema: InputSchema | null): ModelInputs {
  const documented: Record<string, unknown> = { prompt: req.prompt, start_image: req.image, duration: 5 };
  if (req.negativePrompt) documented.negative_prompt = req.negativePrompt;
  const extra: Record<string, unknown> = { seed: seedNumber(req.seed) };
  const ratio = nearestAspectRatio(size, schema?.get('aspect_ratio')?.enum);
  if (ratio) extra.aspect_ratio = ratio;
  return { documented, extra };
}
