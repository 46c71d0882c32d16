import type { AspectRatio } from '../../../contracts';
import { loadSharp } from '../../lazy-sharp';

/** The largest centred `w:h` box inside a width × height picture (whole pixels, at least 1). */
export function centreCropBox(width: number, height: number, ratio: AspectRatio) {
  const [w, h] = ratio.split(':').map(Number);
  const cropWidth = Math.max(1, Math.min(width, Math.round((height * w) / h)));
  const cropHeight = Math.max(1, Math.min(height, Math.round((width * h) / w)));
  return {
    left: Math.floor((width - cropWidth) / 2),
    top: Math.floor((height - cropHeight) / 2),
    width: cropWidth,
    height: cropHeight,
  };
}

/**
 * The upload centre-cropped to the chosen ratio (upright first, by its EXIF orientation): flux-dev
 * ignores `aspect_ratio` when given an `image` and keeps the image's. A JPEG stays a JPEG, the rest
 * become PNGs; a picture already of that ratio is sent as it is.
 */
export async function cropToRatio(image: Buffer, ratio: AspectRatio): Promise<Buffer> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(image).rotate().toBuffer({ resolveWithObject: true });
  const box = centreCropBox(info.width, info.height, ratio);
  if (box.width === info.width && box.height === info.height) return image;
  const cropped = sharp(data).extract(box);
  return (info.format === 'jpeg' ? cropped.jpeg({ quality: 95 }) : cropped.png()).toBuffer();
}
