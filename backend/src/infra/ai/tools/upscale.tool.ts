import type { ToolAdapterFactory } from './tool-adapter.port';

/**
 * An uploaded image upscaled; with only a prompt, a picture drawn from it first. Two steps, each with
 * its own prediction (a retry resumes each): the picture (`image`), then its upscale (`upscale`).
 */
export const upscale: ToolAdapterFactory<'upscale'> = ({ images, media }) => ({
  tool: 'upscale',
  async run({ jobId, payload, read, progress }) {
    const { prompt, imageUrl, draw } = payload;
    let image: Buffer;
    if (imageUrl) image = await read(imageUrl);
    else {
      if (!draw) throw new Error('an upscale with no image has no prompt to draw from');
      const request = {
        prompt: draw,
        aspectRatio: '1:1' as const,
        steps: 25,
        guidance: 3,
        interval: 2,
        referenceImage: null,
      };
      image = (await images.generate({ ...request, seed: jobId, jobId }, (p, stage) => progress(5 + p * 0.45, stage)))
        .data;
    }
    return media.upscale({ prompt, image, jobId }, imageUrl ? progress : (p, stage) => progress(50 + p / 2.5, stage));
  },
});
