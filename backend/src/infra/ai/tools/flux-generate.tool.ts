import { cropToRatio } from '../media/ratio-crop';
import type { ToolAdapterFactory } from './tool-adapter.port';

/**
 * Text (and an optional uploaded image) to a picture, by the image provider. The upload is
 * centre-cropped to the chosen ratio first: image to image keeps the image's own ratio.
 */
export const adapter: ToolAdapterFactory<'flux-generate'> = ({ images }) => ({
  tool: 'flux-generate',
  async run({ jobId, payload, read, progress }) {
    const { imageUrl, ...params } = payload;
    // a reference that cannot be read is left out: the picture is drawn from the prompt alone
    const referenceImage = imageUrl
      ? await read(imageUrl)
          .then((image) => cropToRatio(image, params.aspectRatio))
          .catch(() => null)
      : null;
    return images.generate({ ...params, referenceImage, seed: jobId, jobId }, progress);
  },
});
