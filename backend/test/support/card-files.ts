import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

import sharp from 'sharp';

/**
 * Card files as other tools write them, built here with node's own zlib (not our png-chunks.ts):
 * a PNG with tEXt, zTXt or iTXt chunks, and data URLs of files.
 */
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const cardFixture = (name: string) =>
  JSON.parse(readFileSync(join(__dirname, '../fixtures/cards', name), 'utf8')) as Record<string, unknown>;

export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

export type TextChunk = { type: 'tEXt' | 'zTXt' | 'iTXt'; keyword: string; text: string; compressed?: boolean };

export function textChunk({ type, keyword, text, compressed }: TextChunk): Buffer {
  const key = Buffer.from(`${keyword}\0`, 'latin1');
  if (type === 'tEXt') return pngChunk(type, Buffer.concat([key, Buffer.from(text, 'latin1')]));
  if (type === 'zTXt')
    return pngChunk(type, Buffer.concat([key, Buffer.from([0]), deflateSync(Buffer.from(text, 'latin1'))]));
  const body = compressed ? deflateSync(Buffer.from(text, 'utf8')) : Buffer.from(text, 'utf8');
  return pngChunk(type, Buffer.concat([key, Buffer.from([compressed ? 1 : 0, 0]), Buffer.from('en\0\0'), body]));
}

/** A small picture (a colour, so two cards differ) with the given text chunks inserted after IHDR. */
export async function pngWith(chunks: TextChunk[], color = { r: 120, g: 80, b: 200 }): Promise<Buffer> {
  const plain = await sharp({ create: { width: 24, height: 32, channels: 3, background: color } })
    .png()
    .toBuffer();
  const ihdrEnd = 8 + 12 + plain.readUInt32BE(8);
  return Buffer.concat([plain.subarray(0, ihdrEnd), ...chunks.map(textChunk), plain.subarray(ihdrEnd)]);
}

/** A PNG with raw chunks (see pngChunk) inserted after IHDR. */
export const withChunks = (png: Buffer, chunks: Buffer[]) => {
  const ihdrEnd = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([png.subarray(0, ihdrEnd), ...chunks, png.subarray(ihdrEnd)]);
};

/** A zTXt chunk whose text is `deflated` as it is (a bomb, or not deflate at all). */
export const zTXt = (keyword: string, deflated: Buffer) =>
  pngChunk('zTXt', Buffer.concat([Buffer.from(`${keyword}\0\0`, 'latin1'), deflated]));

export const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
export const dataUrl = (bytes: Buffer | string, type: string) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
export const jsonCard = (value: unknown) => dataUrl(JSON.stringify(value), 'application/json');

/** The text chunks of a PNG by keyword, read independently of the app's own reader (tEXt only). */
export function tEXtChunks(png: Buffer): Map<string, string> {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  const out = new Map<string, string>();
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== png.readUInt32BE(at + 8 + length))
      throw new Error(`bad CRC in ${type}`);
    if (type === 'tEXt') {
      const nul = data.indexOf(0);
      out.set(data.toString('latin1', 0, nul), data.toString('latin1', nul + 1));
    }
    at += 12 + length;
  }
  return out;
}
