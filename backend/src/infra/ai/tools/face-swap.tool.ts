import type { ToolAdapterFactory } from './tool-adapter.port';

/** One uploaded image's face onto another. */
export const faceSwap: ToolAdapterFactory<'face-swap'> = ({ media }) => ({
  tool: 'face-swap',
  async run({ jobId, payload, read, progress }) {
    const [input, swap] = await Promise.all([read(payload.inputUrl), read(payload.swapUrl)]);
    return media.faceSwap({ input, swap, jobId }, progress);
  },
});
