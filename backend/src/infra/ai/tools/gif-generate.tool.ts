import type { GeneratedMedia, ProgressReporter } from '../image-provider.port';
import { videoToGif } from '../media/encode';
import { imageSize } from '../media/frames';
import { animatedGif } from '../media/gif';
import type { InputSchema } from '../replicate/input-schema';
import type { ReplicateSteps } from './replicate-steps';
import type { ToolAdapterFactory } from './tool-adapter.port';
import { videoInput, type VideoRequest } from './video-generate.tool';

type GifRequest = Omit<VideoRequest, 'negativePrompt'>;

/** An uploaded image and a prompt to an animated GIF that loops forever. */
export const adapter: ToolAdapterFactory<'gif-generate'> = ({ replicate }) => {
  const gif = replicate ? replicateGif(replicate) : offlineGif;
  return {
    tool: 'gif-generate',
    async run({ jobId, payload, read, progress }) {
      const image = await read(payload.imageUrl);
      return gif({ prompt: payload.prompt, image, seed: jobId, jobId }, progress);
    },
  };
};

/** Frames of a pan or zoom over the image, as the prompt says, encoded by sharp. */
async function offlineGif(req: GifRequest, onProgress: ProgressReporter): Promise<GeneratedMedia> {
  await onProgress(5, 'preparing');
  return { data: await animatedGif(req.image, req.prompt, onProgress), type: 'image/gif' };
}

/** REPLICATE_VIDEO_MODEL's clip (the job's `video` step), made a GIF here unless the model answered one. */
function replicateGif(replicate: ReplicateSteps) {
  const model = replicate.model('REPLICATE_VIDEO_MODEL');
  return (req: GifRequest, onProgress: ProgressReporter): Promise<GeneratedMedia> =>
    replicate.attempt('gif', async () => {
      const size = await imageSize(req.image);
      const video = { ...req, negativePrompt: null };
      const clip = await replicate.predict({
        model,
        step: 'video',
        input: (schema: InputSchema | null) => videoInput(video, size, schema),
        accepted: ['video/mp4', 'image/gif'],
        onProgress,
        jobId: req.jobId,
      });
      if (clip.type === 'image/gif') return clip;
      await onProgress(92, 'converting');
      return { data: await videoToGif(clip.data), type: 'image/gif' };
    });
}
