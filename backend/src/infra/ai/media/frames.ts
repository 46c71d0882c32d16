import { loadSharp } from '../../lazy-sharp';
import { type Motion, windowAt } from './motion';

export interface Size {
  width: number;
  height: number;
}

/** The still image ready to be filmed: raw RGB at twice the frame size, so crops stay sharp. */
export interface Source {
  data: Buffer;
  width: number;
  height: number;
}

const OVERSAMPLE = 2;

/** The frame size: the image's aspect with its long side `long`, each side a multiple of `multiple`. */
export function frameSize(image: Size, long: number, multiple = 1): Size {
  const scale = long / Math.max(image.width, image.height);
  const side = (n: number) => Math.max(multiple, Math.round((n * scale) / multiple) * multiple);
  return { width: side(image.width), height: side(image.height) };
}

/** The image's upright size (EXIF orientation applied). */
export async function imageSize(image: Buffer): Promise<Size> {
  const sharp = await loadSharp();
  const meta = await sharp(image).metadata();
  if (!meta.width || !meta.height) throw new Error('the image has no size');
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/** Decodes the image once (upright, transparency on white) at the size the frames are cut from. */
export async function loadSource(image: Buffer, frame: Size): Promise<Source> {
  const sharp = await loadSharp();
  const width = frame.width * OVERSAMPLE;
  const height = frame.height * OVERSAMPLE;
  const data = await sharp(image)
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(width, height, { fit: 'cover', kernel: 'lanczos3' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  return { data, width, height };
}

/** One frame (raw RGB at the frame size): the window of `motion` at `t` cut from the source. */
export async function renderFrame(source: Source, frame: Size, motion: Motion, t: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const w = windowAt(motion, t);
  const width = Math.min(source.width, Math.max(1, Math.round(w.width * source.width)));
  const height = Math.min(source.height, Math.max(1, Math.round(w.height * source.height)));
  const left = Math.min(source.width - width, Math.max(0, Math.round(w.left * source.width)));
  const top = Math.min(source.height - height, Math.max(0, Math.round(w.top * source.height)));
  return sharp(source.data, { raw: { width: source.width, height: source.height, channels: 3 } })
    .extract({ left, top, width, height })
    .resize(frame.width, frame.height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
}

/** Every frame in order, each rendered while the one before is being used. */
export async function* renderFrames(
  source: Source,
  frame: Size,
  motion: Motion,
  times: readonly number[],
): AsyncGenerator<Buffer> {
  let next = times.length > 0 ? renderFrame(source, frame, motion, times[0]) : null;
  try {
    for (let i = 0; next; i++) {
      const current = await next;
      next = i + 1 < times.length ? renderFrame(source, frame, motion, times[i + 1]) : null;
      yield current;
    }
  } finally {
    // the consumer stopped early: the frame rendered ahead is not wanted
    void next?.catch(() => undefined);
  }
}
