import type { ToolAdapterFactory } from './tool-adapter.port';

/** An uploaded image without its background. */
export const removeBackground: ToolAdapterFactory<'remove-background'> = ({ media }) => ({
  tool: 'remove-background',
  async run({ jobId, payload, read, progress }) {
    return media.removeBackground(await read(payload.imageUrl), progress, jobId);
  },
});
