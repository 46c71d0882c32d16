import type { MediaType } from '../../storage/media-storage.port';

/** The image type the bytes say they are (PNG, JPEG, WebP, GIF), or null. */
export function sniffImageType(data: Buffer): MediaType | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  if (data.length >= 6 && data.toString('latin1', 0, 4) === 'GIF8') return 'image/gif';
  return null;
}

/** The type the bytes say they are: an image as above, or an MP4 video (`ftyp` box first), or null. */
export function sniffMediaType(data: Buffer): MediaType | null {
  if (data.length >= 12 && data.toString('latin1', 4, 8) === 'ftyp') return 'video/mp4';
  return sniffImageType(data);
}

/** A data URI the model can read the reference image from. */
export function toDataUri(data: Buffer): string {
  return `data:${sniffImageType(data) ?? 'image/png'};base64,${data.toString('base64')}`;
}

/** The first URL of a prediction's output: a string or a list of them. */
export function firstOutputUrl(output: unknown): string | null {
  const first: unknown = Array.isArray(output) ? output[0] : output;
  return typeof first === 'string' && first.length > 0 ? first : null;
}
