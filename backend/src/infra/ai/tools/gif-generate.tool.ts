import type { ToolAdapterFactory } from './tool-adapter.port';

/** An uploaded image and a prompt to an animated GIF. */
export const gifGenerate: ToolAdapterFactory<'gif-generate'> = ({ media }) => ({
  tool: 'gif-generate',
  async run({ jobId, payload, read, progress }) {
    const image = await read(payload.imageUrl);
    return media.gif({ prompt: payload.prompt, image, seed: jobId, jobId }, progress);
  },
});
