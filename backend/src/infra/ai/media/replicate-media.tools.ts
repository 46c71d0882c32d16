import { Logger } from '@nestjs/common';

import { loadSharp } from '../../lazy-sharp';
import type { MediaType } from '../../storage/media-storage.port';
import type { GeneratedMedia, ProgressReporter } from '../image-provider.port';
import {
  type FaceSwapRequest,
  type GifRequest,
  MediaTools,
  type UpscaleRequest,
  type VideoRequest,
} from '../media-tools.port';
import { requestFailure } from '../replicate/failures';
import type { InputSchema } from '../replicate/input-schema';
import type { ModelInputs } from '../replicate/model-inputs';
import { type ModelRef, parseModelRef } from '../replicate/model-ref';
import { PredictionRunner, type ReplicateConnection } from '../replicate/prediction-runner';
import { ReplicateModels } from '../replicate/replicate-models';
import { videoToGif } from './encode';
import { imageSize } from './frames';
import { faceSwapInput, removeBackgroundInput, upscaleInput, videoInput } from './replicate-inputs';

/** video models take minutes; a prediction still running after this is canceled */
const TIMEOUT_MS = 15 * 60_000;

export interface ReplicateMediaOptions extends ReplicateConnection {
  /** model ids, `owner/name` or `owner/name:version` */
  models: { video: string; faceSwap: string; removeBackground: string; upscale: string };
}

type Tool = keyof ReplicateMediaOptions['models'];
const SETTINGS: Record<Tool, string> = {
  video: 'REPLICATE_VIDEO_MODEL',
  faceSwap: 'REPLICATE_FACESWAP_MODEL',
  removeBackground: 'REPLICATE_REMOVE_BG_MODEL',
  upscale: 'REPLICATE_UPSCALE_MODEL',
};
const IMAGES: readonly MediaType[] = ['image/png', 'image/jpeg', 'image/webp'];

/** The media tools on Replicate: one prediction each, the output downloaded (a GIF is made from the video). */
export class ReplicateMediaTools extends MediaTools {
  readonly name = 'replicate';
  readonly canFaceSwap = true;
  private readonly log = new Logger(ReplicateMediaTools.name);
  private readonly predictions: ReplicateModels;
  private readonly models: Record<Tool, ModelRef>;

  constructor(options: ReplicateMediaOptions) {
    super();
    const ref = (tool: Tool) => parseModelRef(options.models[tool], SETTINGS[tool]);
    this.models = {
      video: ref('video'),
      faceSwap: ref('faceSwap'),
      removeBackground: ref('removeBackground'),
      upscale: ref('upscale'),
    };
    this.predictions = new ReplicateModels(
      new PredictionRunner(
        { ...options, timeoutMs: options.timeoutMs ?? TIMEOUT_MS },
        this.log,
        'the documented inputs',
      ),
    );
  }

  video(req: VideoRequest, onProgress: ProgressReporter): Promise<GeneratedMedia> {
    return this.attempt('video', async () => {
      const size = await imageSize(req.image);
      return this.predict('video', (schema) => videoInput(req, size, schema), ['video/mp4'], onProgress, req.jobId);
    });
  }

  gif(req: GifRequest, onProgress: ProgressReporter): Promise<GeneratedMedia> {
    return this.attempt('gif', async () => {
      const size = await imageSize(req.image);
      const video = { prompt: req.prompt, negativePrompt: null, image: req.image, seed: req.seed };
      const clip = await this.predict(
        'video',
        (schema) => videoInput(video, size, schema),
        ['video/mp4', 'image/gif'],
        onProgress,
        req.jobId,
      );
      if (clip.type === 'image/gif') return clip;
      await onProgress(92, 'converting');
      return { data: await videoToGif(clip.data), type: 'image/gif' };
    });
  }

  faceSwap(req: FaceSwapRequest, onProgress: ProgressReporter): Promise<GeneratedMedia> {
    return this.attempt('face swap', async () =>
      asPng(await this.predict('faceSwap', () => faceSwapInput(req), IMAGES, onProgress, req.jobId, req.optional)),
    );
  }

  removeBackground(image: Buffer, onProgress: ProgressReporter, jobId?: string): Promise<GeneratedMedia> {
    return this.attempt('background removal', async () =>
      asPng(await this.predict('removeBackground', () => removeBackgroundInput(image), IMAGES, onProgress, jobId)),
    );
  }

  upscale(req: UpscaleRequest, onProgress: ProgressReporter): Promise<GeneratedMedia> {
    return this.attempt('upscale', async () =>
      asPng(await this.predict('upscale', () => upscaleInput(req), IMAGES, onProgress, req.jobId)),
    );
  }

  /** Runs the tool's model on its input (the job's step named after the tool) and downloads the output, which must be one of `accepted`. */
  private predict(
    tool: Tool,
    input: (schema: InputSchema | null) => ModelInputs,
    accepted: readonly MediaType[],
    onProgress: ProgressReporter,
    jobId: string | undefined,
    optional = false,
  ): Promise<GeneratedMedia> {
    return this.predictions.predict({
      model: this.models[tool],
      input,
      accepted,
      onProgress,
      step: jobId ? { jobId, step: tool, optional } : undefined,
    });
  }

  /** Any error as the job's failure: safety blocks are final, 4xx answers too, the rest retryable. */
  private async attempt(what: string, work: () => Promise<GeneratedMedia>): Promise<GeneratedMedia> {
    try {
      return await work();
    } catch (err) {
      const failure = requestFailure(err);
      if (failure !== err) this.log.warn(`${what} failed: ${String(err)}`);
      throw failure;
    }
  }
}

/**
 * The spec saves face swap, background removal and upscale results as .png (face-swapped.png,
 * output.png, upscaled-image.png), so a model's JPEG or WebP is re-encoded (transparency kept).
 */
async function asPng(media: GeneratedMedia): Promise<GeneratedMedia> {
  const sharp = await loadSharp();
  if (media.type === 'image/png') return media;
  return { data: await sharp(media.data).png().toBuffer(), type: 'image/png' };
}
