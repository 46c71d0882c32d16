/**
 * Media for the tool specs: small fixture files made in the test, and checks of downloaded bytes
 * (magic numbers first, then what sharp reads: size, frames, alpha).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import sharp from 'sharp';

/** A file as Playwright's setInputFiles takes it. */
export interface FixtureFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const png = (name: string, buffer: Buffer): FixtureFile => ({ name, mimeType: 'image/png', buffer });

/** A short H.264 MP4 (a test card), made with the ffmpeg that the backend bundles. */
export async function testCardMp4(seconds = 2, size = '320x240'): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const { path: ffmpeg } = require('@ffmpeg-installer/ffmpeg') as { path: string };
  const dir = await mkdtemp(join(tmpdir(), 'e2e-mp4-'));
  try {
    const out = join(dir, 'card.mp4');
    const args = [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=${size}:rate=24`,
      '-t',
      String(seconds),
    ];
    await promisify(execFile)(ffmpeg, [
      ...args,
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      '-y',
      out,
    ]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type MediaKind = 'png' | 'jpeg' | 'webp' | 'gif' | 'mp4';

/** What the bytes are, by their magic number. */
export function magicKind(bytes: Buffer): MediaKind | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (/^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) return 'gif';
  if (bytes.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  return null;
}

export interface ImageFacts {
  format: string | undefined;
  width: number;
  /** one frame's height (the whole height for a still image) */
  height: number;
  frames: number;
  hasAlpha: boolean;
  /** the share of pixels with alpha 0, and with alpha 255 (first frame) */
  transparentShare: number;
  opaqueShare: number;
}

/** Decodes an image fully (a broken file throws) and tells its size, frames and transparency. */
export async function imageFacts(bytes: Buffer): Promise<ImageFacts> {
  const meta = await sharp(bytes, { animated: true }).metadata();
  const { data, info } = await sharp(bytes, { page: 0 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let transparent = 0;
  let opaque = 0;
  for (let i = 3; i < data.length; i += 4) {
    if (data[i] === 0) transparent++;
    else if (data[i] === 255) opaque++;
  }
  const pixels = info.width * info.height;
  return {
    format: meta.format,
    width: meta.width ?? 0,
    height: meta.pageHeight ?? meta.height ?? 0,
    frames: meta.pages ?? 1,
    hasAlpha: meta.hasAlpha ?? false,
    transparentShare: transparent / pixels,
    opaqueShare: opaque / pixels,
  };
}
