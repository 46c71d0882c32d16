import { loadSharp } from '../../lazy-sharp';
import type { ProgressReporter } from '../image-provider.port';
import { frameSize, imageSize, loadSource, renderFrames } from './frames';
import { motionFromPrompt, pingPong } from './motion';

export const GIF_LONG_SIDE = 480;
export const GIF_FRAMES = 36;
/** ms per frame: 36 frames make a 2.5 s loop */
const GIF_DELAY = 70;

/** An animated GIF of the image, the camera moving as the prompt says and back, looping forever. */
export async function animatedGif(image: Buffer, prompt: string, onProgress: ProgressReporter): Promise<Buffer> {
  const sharp = await loadSharp();
  const motion = motionFromPrompt(prompt);
  const frame = frameSize(await imageSize(image), GIF_LONG_SIDE);
  const source = await loadSource(image, frame);
  const times = Array.from({ length: GIF_FRAMES }, (_, i) => pingPong(i, GIF_FRAMES));
  const frames: Buffer[] = [];
  for await (const data of renderFrames(source, frame, motion, times)) {
    frames.push(data);
    if (frames.length % 6 === 0) await onProgress(10 + Math.round((50 * frames.length) / GIF_FRAMES), 'animating');
  }
  await onProgress(65, 'encoding');
  const raw = { width: frame.width, height: frame.height * GIF_FRAMES, channels: 3 as const, pageHeight: frame.height };
  return sharp(Buffer.concat(frames), { raw })
    .gif({ loop: 0, delay: Array<number>(GIF_FRAMES).fill(GIF_DELAY), effort: 4, dither: 0.6, interFrameMaxError: 6 })
    .toBuffer();
}
