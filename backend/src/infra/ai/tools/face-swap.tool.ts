import { FaceSwap, type FaceSwapRequest } from '../face-swap.port';
import type { GeneratedMedia, ProgressReporter } from '../image-provider.port';
import { FaceSwapper } from '../media/face-swap';
import type { ModelInputs } from '../replicate/model-inputs';
import type { ModelRef } from '../replicate/model-ref';
import { asPng, IMAGE_OUTPUTS, type ReplicateSteps } from './replicate-steps';
import type { ToolAdapterFactory } from './tool-adapter.port';

/** One uploaded image's face onto another (the step is her face hold's too: `FaceSwapStep`). */
export const adapter: ToolAdapterFactory<'face-swap'> = ({ faceSwap }) => ({
  tool: 'face-swap',
  async run({ jobId, payload, read, progress }) {
    const [input, swap] = await Promise.all([read(payload.inputUrl), read(payload.swapUrl)]);
    return faceSwap.swap({ input, swap, jobId }, progress);
  },
});

/**
 * The face swap: REPLICATE_FACESWAP_MODEL (the job's `faceSwap` step) when tools run on Replicate,
 * else the on-device swapper (models shipped in npm packages, in a helper process closed at shutdown).
 */
export class FaceSwapStep extends FaceSwap {
  private readonly model: ModelRef | null;
  private readonly swapper: FaceSwapper | null;

  constructor(private readonly replicate: ReplicateSteps | null) {
    super();
    this.model = replicate && replicate.model('REPLICATE_FACESWAP_MODEL');
    this.swapper = replicate ? null : new FaceSwapper();
  }

  async swap(req: FaceSwapRequest, onProgress: ProgressReporter): Promise<GeneratedMedia> {
    const { replicate, model } = this;
    if (replicate && model) {
      return replicate.attempt('face swap', async () =>
        asPng(
          await replicate.predict({
            model,
            step: 'faceSwap',
            input: () => faceSwapInput(req),
            accepted: IMAGE_OUTPUTS,
            onProgress,
            jobId: req.jobId,
            optional: req.optional,
          }),
        ),
      );
    }
    await onProgress(10, 'finding faces');
    return { data: await this.swapper!.swap(req.input, req.swap), type: 'image/png' };
  }

  /** Stops the helper process, if it runs (Nest calls this at shutdown). */
  async onModuleDestroy(): Promise<void> {
    await this.swapper?.close();
  }
}

/** cdingram/face-swap: input_image (the picture), swap_image (the face). */
export const faceSwapInput = (req: FaceSwapRequest): ModelInputs => ({
  documented: { input_image: req.input, swap_image: req.swap },
  extra: {},
});
