import type { GeneratedMedia, ProgressReporter } from '../image-provider.port';
import { BackgroundRemover } from '../media/background-removal';
import type { ModelInputs } from '../replicate/model-inputs';
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
  // the on-device model (shipped in an npm package), in a helper process closed at shutdown
  const remover = new BackgroundRemover();
  return {
    tool: 'remove-background',
    async run({ payload, read, progress }) {
      return offlineRemoval(remover, await read(payload.imageUrl), progress);
    },
    close: () => remover.close(),
  };
};

async function offlineRemoval(
  remover: BackgroundRemover,
  image: Buffer,
  onProgress: ProgressReporter,
): Promise<GeneratedMedia> {
  await onProgress(10, 'removing background');
  return { data: await remover.remove(image), type: 'image/png' };
}

/** 851-labs/background-remover: image; a transparent PNG where the model lets us ask. */
export const removeBackgroundInput = (image: Buffer): ModelInputs => ({
  documented: { image },
  extra: { format: 'png', background_type: 'rgba' },
});
