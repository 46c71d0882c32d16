import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type sharp from 'sharp';

import { loadSharp } from '../lazy-sharp';
import { cpuPool } from '../workers/cpu.pool';
import type { MediaType } from './media-storage.port';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;
const NOT_AN_IMAGE = 'Only PNG, JPEG, WebP or GIF images are accepted.';

export interface DecodedImage {
  data: Buffer;
  type: MediaType;
  width: number;
  height: number;
}

/** The image type from the bytes themselves, never from a name or a declared type. */
export function sniffImageType(bytes: Buffer): MediaType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP')
    return 'image/webp';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.toString('ascii', 0, 6))) return 'image/gif';
  return null;
}

/**
 * Decodes an uploaded image (a data URL), refuses what is too large or not an image, and
 * re-encodes it so nothing but pixels is kept (EXIF, GPS and other metadata are dropped).
 */
export async function decodeImageUpload(dataUrl: unknown, field = 'image'): Promise<DecodedImage> {
  if (typeof dataUrl !== 'string') throw new BadRequestException(`${field} must be an image data URL.`);
  const match = /^data:([\w.+/-]*);base64,/.exec(dataUrl.slice(0, 100));
  if (!match) throw new BadRequestException(`${field} must be an image data URL (data:image/...;base64,...).`);
  const base64 = dataUrl.slice(match[0].length);
  if (Math.floor((base64.length * 3) / 4) > MAX_UPLOAD_BYTES + 2) {
    throw new PayloadTooLargeException('The image is larger than 10 MiB.');
  }
  // what is not an image is refused from its first bytes, before megabytes of it are decoded
  if (!sniffImageType(Buffer.from(base64.slice(0, 24), 'base64')))
    throw new UnsupportedMediaTypeException(NOT_AN_IMAGE);
  // megabytes of base64 are decoded on a CPU worker thread, not on the event loop
  return decodeImageBytes(await cpuPool.base64(base64));
}

/** An uploaded image's bytes (a card's PNG, say) checked and re-encoded as decodeImageUpload does. */
export async function decodeImageBytes(bytes: Buffer): Promise<DecodedImage> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new PayloadTooLargeException('The image is larger than 10 MiB.');
  const type = sniffImageType(bytes);
  if (!type) throw new UnsupportedMediaTypeException(NOT_AN_IMAGE);

  const sharp = await loadSharp();
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedMediaTypeException('The image could not be read.');
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > MAX_UPLOAD_PIXELS) throw new PayloadTooLargeException('The image is larger than 40 megapixels.');

  try {
    const image = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS }).rotate();
    const data = type === 'image/jpeg' ? await image.jpeg({ quality: 92 }).toBuffer() : await image.png().toBuffer();
    const info = await sharp(data).metadata();
    return {
      data,
      type: type === 'image/jpeg' ? 'image/jpeg' : 'image/png',
      width: info.width ?? width,
      height: info.height ?? height,
    };
  } catch {
    throw new UnsupportedMediaTypeException('The image could not be read.');
  }
}
