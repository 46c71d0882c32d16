import type { ToolAdapterFactory } from './tool-adapter.port';

/** An uploaded image and a prompt to a short MP4. */
export const videoGenerate: ToolAdapterFactory<'video-generate'> = ({ media }) => ({
  tool: 'video-generate',
  async run({ jobId, payload, read, progress }) {
    const image = await read(payload.imageUrl);
    return media.video(
      { prompt: payload.prompt, negativePrompt: payload.negativePrompt, image, seed: jobId, jobId },
      progress,
    );
  },
});
