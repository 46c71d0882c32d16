import type { ToolAdapterFactory } from './tool-adapter.port';

/** Text (and an optional reference image) to a picture, by the image provider. */
export const fluxGenerate: ToolAdapterFactory<'flux-generate'> = ({ images }) => ({
  tool: 'flux-generate',
  async run({ jobId, payload, read, progress }) {
    const { imageUrl, ...params } = payload;
    // a reference that cannot be read is left out: the picture is drawn from the prompt alone
    const referenceImage = imageUrl ? await read(imageUrl).catch(() => null) : null;
    return images.generate({ ...params, referenceImage, seed: jobId, jobId }, progress);
  },
});
