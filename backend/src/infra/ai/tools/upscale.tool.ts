import type { GeneratedMedia, ProgressReporter } from '../image-provider.port';
import { upscaleImage } from '../media/upscale';
import type { ModelInputs } from '../replicate/model-inputs';
import { asPng, IMAGE_OUTPUTS, type ReplicateSteps } from './replicate-steps';
import type { ToolAdapterFactory } from './tool-adapter.port';

export interface UpscaleRequest {
  prompt: string;
  image: Buffer;
  jobId?: string;
}

/**
 * An uploaded image upscaled; with only a prompt, a picture drawn from it first. Two steps, each with
 * its own prediction (a retry resumes each): the picture (`image`), then its upscale (`upscale`).
 */
export const adapter: ToolAdapterFactory<'upscale'> = ({ images, replicate }) => {
  const upscale = replicate ? replicateUpscale(replicate) : offlineUpscale;
  return {
    tool: 'upscale',
    async run({ jobId, payload, read, progress }) {
      const { prompt, imageUrl, draw } = payload;
      let image: Buffer;
      if (imageUrl) image = await read(imageUrl);
      else {
        if (!draw) throw new Error('an upscale with no image has no prompt to draw from');
        const request = { prompt: draw, aspectRatio: '1:1' as const, steps: 25, guidance: 3, interval: 2 };
        const drawn = await images.generate({ ...request, referenceImage: null, seed: jobId, jobId }, (p, stage) =>
          progress(5 + p * 0.45, stage),
        );
        image = drawn.data;
      }
      return upscale({ prompt, image, jobId }, imageUrl ? progress : (p, stage) => progress(50 + p / 2.5, stage));
    },
  };
};

/** Lanczos enlargement on this machine (4x a small image, 2x the others). */
async function offlineUpscale(req: UpscaleRequest, onProgress: ProgressReporter): Promise<GeneratedMedia> {
  await onProgress(10, 'upscaling');
  return { data: await upscaleImage(req.image), type: 'image/png' };
}

/** REPLICATE_UPSCALE_MODEL's picture (the job's `upscale` step), as a PNG. */
function replicateUpscale(replicate: ReplicateSteps) {
  const model = replicate.model('REPLICATE_UPSCALE_MODEL');
  return (req: UpscaleRequest, onProgress: ProgressReporter): Promise<GeneratedMedia> =>
    replicate.attempt('upscale', async () =>
      asPng(
        await replicate.predict({
          model,
          step: 'upscale',
          input: () => upscaleInput(req),
          accepted: IMAGE_OUTPUTS,
          onProgress,
          jobId: req.jobId,
        }),
      ),
    );
}

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
