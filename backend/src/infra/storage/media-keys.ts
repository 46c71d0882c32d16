import { createHash } from 'node:crypto';

import { MEDIA_TYPES, type MediaType } from './media-storage.port';

export const MEDIA_URL_PREFIX = '/media/';
export const PRIVATE_DIR = 'private/';

const KEY = /^(private\/)?[0-9a-f]{2}\/[0-9a-f]{64}\.(png|jpg|webp|gif|mp4|wav|mp3)$/;

const CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(MEDIA_TYPES).map(([type, ext]) => [ext, type]),
);

/** The content-addressed key of some bytes: `[private/]ab/ab12….png`. */
export function mediaKey(data: Buffer, type: MediaType, isPrivate = false): string {
  const hash = createHash('sha256').update(data).digest('hex');
  return `${isPrivate ? PRIVATE_DIR : ''}${hash.slice(0, 2)}/${hash}.${MEDIA_TYPES[type]}`;
}

/** The key behind a stored media URL, or null when it is not one (never a path outside the store). */
export function keyOf(url: string): string | null {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = url.slice(MEDIA_URL_PREFIX.length).split('?')[0];
  return KEY.test(key) ? key : null;
}

export function urlOf(key: string): string {
  return MEDIA_URL_PREFIX + key;
}

export function isPrivateKey(key: string): boolean {
  return key.startsWith(PRIVATE_DIR);
}

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** The key of a URL `put` answered; anything else is a programming error. */
export function requireKey(url: string): string {
  const key = keyOf(url);
  if (!key) throw new Error(`Not a stored media URL: ${url}`);
  return key;
}
