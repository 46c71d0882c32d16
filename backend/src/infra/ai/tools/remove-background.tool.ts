import type { GeneratedMedia, ProgressReporter } from '../image-provider.port';
import { BackgroundRemover } from '../media/background-removal';
import type { ModelInputs } from '../replicate/model-inputs';
import { estimateProgress } from './progress-estimate';
import { asPng, IMAGE_OUTPUTS } from './replicate-steps';
import type { ToolAdapterFactory } from './tool-adapter.port';

/** An uploaded image without its background: a PNG whose background is transparent. */
export const adapter: ToolAdapterFactory<'remove-background'> = ({ replicate }) => {
  if (replicate) {
    const model = replicate.model('REPLICATE_REMOVE_BG_MODEL');
    return {
      tool: 'remove-background',
      async run({ jobId, payload, read, progress }) {
        const image = await read(payload.imageUrl);
        return replicate.attempt('background removal', async () =>
          asPng(
            await replicate.predict({
              model,
              step: 'removeBackground',
              input: () => removeBackgroundInput(image),
              accepted: IMAGE_OUTPUTS,
              onProgress: progress,
              jobId,
            }),
          ),
        );
      },
    };
  }
  // the on-device model (shipped in an npm package), in a helper process warmed at the worker's boot, closed at shutdown
  const remover = new BackgroundRemover();
  return {
    tool: 'remove-background',
    async run({ payload, read, progress }) {
      return offlineRemoval(remover, await read(payload.imageUrl), progress);
    },
    warm: () => remover.warm(),
    close: () => remover.close(),
  };
};

/** The stage the progress bar names while the model runs (its estimate ticks under it too). */
const FINDING = 'finding the subject';

/**
 * The offline removal's progress: each step it passes (read, decoded, masked, cut out), and while the
 * model runs (most of the time) an estimate from 15 towards 85 by the time its last run took.
 */
async function offlineRemoval(
  remover: BackgroundRemover,
  image: Buffer,
  onProgress: ProgressReporter,
): Promise<GeneratedMedia> {
  await onProgress(10, 'reading the image');
  let stop = () => {};
  try {
    const data = await remover.remove(image, async (step) => {
      if (step === 'decoded') {
        await onProgress(15, FINDING);
        stop = estimateProgress(onProgress, FINDING, { from: 15, to: 85 }, remover.expectedRunMs);
      } else {
        stop();
        await onProgress(85, 'cutting it out');
      }
    });
    await onProgress(90, 'cut out');
    return { data, type: 'image/png' };
  } finally {
    stop();
  }
}

/** 851-labs/background-remover: image; a transparent PNG where the model lets us ask. */
export const removeBackgroundInput = (image: Buffer): ModelInputs => ({
  documented: { image },
  extra: { format: 'png', background_type: 'rgba' },
});
