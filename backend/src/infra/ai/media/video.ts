import type { ProgressReporter } from '../image-provider.port';
import { encodeMp4 } from './encode';
import { frameSize, imageSize, loadSource, renderFrames } from './frames';
import { easeInOut, motionFromPrompt } from './motion';

export const VIDEO = { longSide: 720, fps: 24, seconds: 3 };

/** A short MP4 of the still image, the camera moving as the prompt says (a gentle zoom otherwise). */
export async function panZoomVideo(image: Buffer, prompt: string, onProgress: ProgressReporter): Promise<Buffer> {
  const motion = motionFromPrompt(prompt);
  const frame = frameSize(await imageSize(image), VIDEO.longSide, 2);
  const source = await loadSource(image, frame);
  const count = VIDEO.fps * VIDEO.seconds;
  const times = Array.from({ length: count }, (_, i) => easeInOut(i / (count - 1)));
  await onProgress(10, 'encoding');
  return encodeMp4(renderFrames(source, frame, motion, times), {
    size: frame,
    fps: VIDEO.fps,
    onFrame: async (i) => {
      if ((i + 1) % VIDEO.fps === 0) await onProgress(10 + Math.round((80 * (i + 1)) / count), 'encoding');
    },
  });
}
