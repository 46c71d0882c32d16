import { loadSharp } from '../../lazy-sharp';
import { imageSize, type Size } from './frames';

/** images with a shorter long side are enlarged 4x, the others 2x */
export const SMALL_LONG_SIDE = 512;
export const MAX_LONG_SIDE = 4096;

/** The upscaled size: 4x for small images, 2x otherwise, the long side at most 4096 (never smaller). */
export function upscaledSize({ width, height }: Size): Size {
  const long = Math.max(width, height);
  const factor = Math.max(1, Math.min(long < SMALL_LONG_SIDE ? 4 : 2, MAX_LONG_SIDE / long));
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

/** Lanczos (lanczos3) enlargement with mild sharpening, as a PNG (transparency kept). */
export async function upscaleImage(image: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const size = upscaledSize(await imageSize(image));
  return sharp(image)
    .rotate()
    .resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' })
    .sharpen({ sigma: 0.8, m1: 0.5, m2: 1.5 })
    .png()
    .toBuffer();
}
