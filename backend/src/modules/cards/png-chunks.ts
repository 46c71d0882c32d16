import { promisify } from 'node:util';
import { crc32, inflate as inflateCb } from 'node:zlib';

/**
 * PNG text chunks (tEXt, iTXt, zTXt): read the card's own (`chara`, `ccv3`) with a budget, and write
 * one tEXt chunk in place of any of the same keyword.
 */
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Text read from a card's chunks in all (inflated or not), across every keyword read. */
export const MAX_CARD_TEXT_BYTES = 8 * 1024 * 1024;
/** The card's own keywords: no other text chunk is ever inflated. */
export const CARD_KEYWORDS = ['chara', 'ccv3'] as const;
const TEXT_TYPES = new Set(['tEXt', 'zTXt', 'iTXt']);
const inflateAsync = promisify(inflateCb);

export class PngError extends Error {}
/** The card's text is past MAX_CARD_TEXT_BYTES (a deflate bomb, say). */
export class PngTextTooLarge extends PngError {}
/** A second chunk of a card keyword. */
export class PngDuplicateText extends PngError {
  constructor(readonly keyword: string) {
    super(`two ${keyword} chunks`);
  }
}

interface Chunk {
  type: string;
  data: Buffer;
  start: number;
  end: number;
}

export const isPng = (bytes: Buffer) => bytes.length >= 8 && bytes.subarray(0, 8).equals(SIGNATURE);

/** Every chunk, checked for length and CRC (no chunk is decoded); a truncated or damaged file throws PngError. */
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

/** A text chunk's keyword (1 to 79 latin1 characters before a NUL), read without touching the rest. */
function keywordOf(chunk: Chunk): string | null {
  const nul = chunk.data.subarray(0, 80).indexOf(0);
  return nul < 1 ? null : chunk.data.toString('latin1', 0, nul);
}

/** Inflates off the main thread, never past `max` bytes of output. */
async function inflate(data: Buffer, max: number): Promise<Buffer> {
  try {
    return await inflateAsync(data, { maxOutputLength: Math.max(1, max) });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new PngTextTooLarge('text too large');
    throw new PngError('unreadable compressed text');
  }
}

/** The text of a tEXt, zTXt or iTXt chunk whose keyword ends at `nul`, within `budget` bytes. */
async function textOf(chunk: Chunk, nul: number, budget: number): Promise<string> {
  const rest = chunk.data.subarray(nul + 1);
  const raw = (bytes: Buffer) => {
    if (bytes.length > budget) throw new PngTextTooLarge('text too large');
    return bytes;
  };
  if (chunk.type === 'tEXt') return raw(rest).toString('latin1');
  if (chunk.type === 'zTXt') return (await inflate(rest.subarray(1), budget)).toString('latin1');
  // iTXt: compression flag, method, language tag NUL, translated keyword NUL, text (UTF-8)
  const lang = rest.indexOf(0, 2);
  const translated = lang < 0 ? -1 : rest.indexOf(0, lang + 1);
  if (translated < 0) throw new PngError('malformed iTXt');
  const text = rest.subarray(translated + 1);
  return (rest[0] === 1 ? await inflate(text, budget) : raw(text)).toString('utf8');
}

/**
 * The text chunks of a PNG named in `keywords` (the card's own by default), at most one of each
 * (a second one throws PngDuplicateText) and at most `budget` bytes of text in all (PngTextTooLarge).
 * Every other chunk is walked (length, CRC) and never decoded.
 */
export async function readTextChunks(
  png: Buffer,
  keywords: readonly string[] = CARD_KEYWORDS,
  budget = MAX_CARD_TEXT_BYTES,
): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  let left = budget;
  for (const chunk of chunks(png)) {
    if (!TEXT_TYPES.has(chunk.type)) continue;
    const keyword = keywordOf(chunk);
    if (keyword === null || !keywords.includes(keyword)) continue;
    if (texts.has(keyword)) throw new PngDuplicateText(keyword);
    const text = await textOf(chunk, keyword.length, left);
    left -= Buffer.byteLength(text, chunk.type === 'iTXt' ? 'utf8' : 'latin1');
    texts.set(keyword, text);
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
    if (TEXT_TYPES.has(c.type) && drop.includes(keywordOf(c) ?? '')) continue;
    if (c.type === 'IEND')
      parts.push(
        chunk('tEXt', Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')])),
      );
    parts.push(png.subarray(c.start, c.end));
  }
  return Buffer.concat(parts);
}
