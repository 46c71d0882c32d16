/**
 * The tools' media steps as their jobs run them, on buffers: each tool's adapter
 * (src/infra/ai/tools/<id>.tool.ts) on this machine's engines or on Replicate's, its inputs served
 * from memory (the job reads them from storage).
 */
import type { ToolId, ToolPayload } from '../../src/contracts';
import type { FaceSwapRequest } from '../../src/infra/ai/face-swap.port';
import type { GeneratedMedia, ImageProvider, ProgressReporter } from '../../src/infra/ai/image-provider.port';
import type { ReplicateConnection } from '../../src/infra/ai/replicate/prediction-runner';
import { FaceSwapStep } from '../../src/infra/ai/tools/face-swap.tool';
import { adapter as gifGenerate } from '../../src/infra/ai/tools/gif-generate.tool';
import { adapter as removeBackground } from '../../src/infra/ai/tools/remove-background.tool';
import { ReplicateSteps } from '../../src/infra/ai/tools/replicate-steps';
import type { ToolAdapter } from '../../src/infra/ai/tools/tool-adapter.port';
import { adapter as upscale, type UpscaleRequest } from '../../src/infra/ai/tools/upscale.tool';
import { adapter as videoGenerate, type VideoRequest } from '../../src/infra/ai/tools/video-generate.tool';

/** The model of each media tool, as its setting names it. */
export interface ToolModels {
  video: string;
  faceSwap: string;
  removeBackground: string;
  upscale: string;
}

/** The tools' Replicate steps on a (fake) Replicate: 15-minute deadline unless `timeoutMs` says otherwise. */
export function replicateSteps(options: ReplicateConnection & { models: ToolModels }): ReplicateSteps {
  const { models, ...connection } = options;
  return ReplicateSteps.connect(connection, {
    REPLICATE_VIDEO_MODEL: models.video,
    REPLICATE_FACESWAP_MODEL: models.faceSwap,
    REPLICATE_REMOVE_BG_MODEL: models.removeBackground,
    REPLICATE_UPSCALE_MODEL: models.upscale,
  });
}

const noImages = {} as ImageProvider;

/** The media tools' steps by the old names, each run through its tool's adapter (a job id: the seed, unless given). */
export function toolSteps(replicate: ReplicateSteps | null) {
  const faceSwap = new FaceSwapStep(replicate);
  const engines = { images: noImages, replicate, faceSwap };
  const adapters = {
    video: videoGenerate(engines),
    gif: gifGenerate(engines),
    removeBackground: removeBackground(engines),
    upscale: upscale(engines),
  };
  function run<T extends ToolId>(
    adapter: ToolAdapter<T>,
    jobId: string,
    payload: ToolPayload<T>,
    files: Record<string, Buffer>,
    progress: ProgressReporter,
  ): Promise<GeneratedMedia> {
    const read = async (url: string) => files[url] ?? Promise.reject(new Error(`no file ${url}`));
    return adapter.run({ jobId, payload, read, progress });
  }
  return {
    video: (req: VideoRequest, onProgress: ProgressReporter) =>
      run(
        adapters.video,
        req.jobId ?? req.seed,
        { prompt: req.prompt, negativePrompt: req.negativePrompt, imageUrl: 'mem:image' },
        { 'mem:image': req.image },
        onProgress,
      ),
    gif: (req: Omit<VideoRequest, 'negativePrompt'>, onProgress: ProgressReporter) =>
      run(
        adapters.gif,
        req.jobId ?? req.seed,
        { prompt: req.prompt, imageUrl: 'mem:image' },
        { 'mem:image': req.image },
        onProgress,
      ),
    faceSwap: (req: FaceSwapRequest, onProgress: ProgressReporter) => faceSwap.swap(req, onProgress),
    removeBackground: (image: Buffer, onProgress: ProgressReporter, jobId = 'job') =>
      run(adapters.removeBackground, jobId, { imageUrl: 'mem:image' }, { 'mem:image': image }, onProgress),
    upscale: (req: UpscaleRequest, onProgress: ProgressReporter) =>
      run(
        adapters.upscale,
        req.jobId ?? 'job',
        { prompt: req.prompt, imageUrl: 'mem:image', draw: null },
        { 'mem:image': req.image },
        onProgress,
      ),
    /** stops the on-device models' helper processes */
    close: async () => {
      await Promise.all([faceSwap.onModuleDestroy(), adapters.removeBackground.close?.()]);
    },
  };
}
