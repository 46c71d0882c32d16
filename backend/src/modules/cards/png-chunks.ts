import { inflateSync } from 'node:zlib';

/** PNG text chunks (tEXt, iTXt, zTXt): read them all, and write one tEXt chunk in place of any of the same keyword. */
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_INFLATED = 8 * 1024 * 1024;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export class PngError extends Error {}

interface Chunk {
  type: string;
  data: Buffer;
  start: number;
  end: number;
}

export const isPng = (bytes: Buffer) => bytes.length >= 8 && bytes.subarray(0, 8).equals(SIGNATURE);

/** Every chunk, checked for length and CRC; a truncated or damaged file throws PngError. */
function chunks(png: Buffer): Chunk[] {
  if (!isPng(png)) throw new PngError('not a PNG');
  const out: Chunk[] = [];
  let at = 8;
  while (at < png.length) {
    if (at + 12 > png.length) throw new PngError('truncated chunk header');
    const length = png.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > png.length) throw new PngError('truncated chunk');
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 4, at + 8 + length);
    if (crc32(body) !== png.readUInt32BE(at + 8 + length)) throw new PngError(`bad CRC in ${type}`);
    out.push({ type, data: png.subarray(at + 8, at + 8 + length), start: at, end });
    at = end;
    if (type === 'IEND') return out;
  }
  throw new PngError('no IEND');
}

const inflate = (data: Buffer) => inflateSync(data, { maxOutputLength: MAX_INFLATED });

function decodeText(chunk: Chunk): [string, string] | null {
  const nul = chunk.data.indexOf(0);
  if (nul < 1) return null;
  const keyword = chunk.data.toString('latin1', 0, nul);
  const rest = chunk.data.subarray(nul + 1);
  if (chunk.type === 'tEXt') return [keyword, rest.toString('latin1')];
  if (chunk.type === 'zTXt') return [keyword, inflate(rest.subarray(1)).toString('latin1')];
  // iTXt: compression flag, method, language tag NUL, translated keyword NUL, text (UTF-8)
  const compressed = rest[0] === 1;
  const lang = rest.indexOf(0, 2);
  const translated = lang < 0 ? -1 : rest.indexOf(0, lang + 1);
  if (translated < 0) return null;
  const text = rest.subarray(translated + 1);
  return [keyword, (compressed ? inflate(text) : text).toString('utf8')];
}

/** The text chunks of a PNG by keyword (the first of each keyword wins). */
export function readTextChunks(png: Buffer): Map<string, string> {
  const texts = new Map<string, string>();
  for (const chunk of chunks(png)) {
    if (chunk.type !== 'tEXt' && chunk.type !== 'zTXt' && chunk.type !== 'iTXt') continue;
    let entry: [string, string] | null;
    try {
      entry = decodeText(chunk);
    } catch {
      throw new PngError(`unreadable ${chunk.type}`);
    }
    if (entry && !texts.has(entry[0])) texts.set(entry[0], entry[1]);
  }
  return texts;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** The PNG with one tEXt chunk `keyword` (latin1 text, e.g. base64) before IEND; text chunks named in `drop` are removed. */
export function writeTextChunk(png: Buffer, keyword: string, text: string, drop: string[] = [keyword]): Buffer {
  const parts: Buffer[] = [SIGNATURE];
  for (const c of chunks(png)) {
    const isText = c.type === 'tEXt' || c.type === 'zTXt' || c.type === 'iTXt';
    if (isText && drop.includes(c.data.toString('latin1', 0, Math.max(0, c.data.indexOf(0))))) continue;
    if (c.type === 'IEND')
      parts.push(
        chunk('tEXt', Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')])),
      );
    parts.push(png.subarray(c.start, c.end));
  }
  return Buffer.concat(parts);
}
