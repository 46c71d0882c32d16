import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';

import { CARD_MESSAGES, type CharacterCardData, type CharacterCardV2, MAX_CARD_JSON_CHARS } from '../../contracts';
import { nestsDeeperThan } from '../../infra/http/json-guards';
import { cpuPool } from '../../infra/workers/cpu.pool';
import { isPng, PngDuplicateText, PngError, PngTextTooLarge, readTextChunks } from './png-chunks';

export const MAX_CARD_BYTES = 10 * 1024 * 1024;
/** The most bytes MAX_CARD_JSON_CHARS characters take in UTF-8 (a character of the text is 3 bytes at most). */
const MAX_CARD_JSON_BYTES = MAX_CARD_JSON_CHARS * 3;
export const CARD_TOO_LARGE = 'This character card is too large.';

export interface ReadCard {
  /** the card as V2, with every field it came with (V1 and V3 cards are read into this shape) */
  card: CharacterCardV2;
  /** the PNG the card came in, if it came in one */
  png: Buffer | null;
}

const notACard = () => new BadRequestException(CARD_MESSAGES.notACard);
const tooLarge = () => new PayloadTooLargeException(CARD_TOO_LARGE);
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** A data URL's bytes; anything else (no data URL, bad base64, too large) is not a card. */
async function bytesOf(dataUrl: unknown): Promise<Buffer> {
  if (typeof dataUrl !== 'string') throw notACard();
  const match = /^data:[\w.+/-]*(?:;[\w=.-]+)*?(;base64)?,/.exec(dataUrl.slice(0, 200));
  if (!match) throw notACard();
  const payload = dataUrl.slice(match[0].length);
  if (!match[1]) {
    try {
      return Buffer.from(decodeURIComponent(payload), 'utf8');
    } catch {
      throw notACard();
    }
  }
  return fromBase64(payload, MAX_CARD_BYTES);
}

/**
 * Base64 text as bytes: its length is checked against `max` before anything is decoded; a large one
 * is checked and decoded on a CPU worker thread, not on the event loop.
 */
async function fromBase64(text: string, max: number): Promise<Buffer> {
  const bytes = await cpuPool.base64Strict(text, max);
  if (bytes === 'too-large') throw tooLarge();
  if (bytes === 'invalid') throw notACard();
  return bytes;
}

function parseJson(text: string): unknown {
  if (text.length > MAX_CARD_JSON_CHARS) throw tooLarge();
  if (nestsDeeperThan(Buffer.from(text, 'utf8'))) throw notACard();
  try {
    return JSON.parse(text);
  } catch {
    throw notACard();
  }
}

/** The card fields of a V1 card, a V2 or V3 `data` object, each with the type the spec gives it. */
function normalize(source: Record<string, unknown>): CharacterCardData {
  return {
    ...source,
    name: str(source.name),
    description: str(source.description),
    personality: str(source.personality),
    scenario: str(source.scenario),
    first_mes: str(source.first_mes),
    mes_example: str(source.mes_example),
    creator_notes: str(source.creator_notes),
    system_prompt: str(source.system_prompt),
    post_history_instructions: str(source.post_history_instructions),
    alternate_greetings: strings(source.alternate_greetings),
    tags: strings(source.tags),
    creator: str(source.creator),
    character_version: str(source.character_version),
    extensions: isRecord(source.extensions) ? source.extensions : {},
  };
}

/** V2 (`chara_card_v2`), V3 (`chara_card_v3`, read as V2 keeping its fields) or V1 (the flat fields); a card needs a name. */
export function cardFromJson(value: unknown): CharacterCardV2 {
  if (!isRecord(value)) throw notACard();
  let card: CharacterCardV2;
  if ((value.spec === 'chara_card_v2' || value.spec === 'chara_card_v3') && isRecord(value.data)) {
    card = { ...value, spec: 'chara_card_v2', spec_version: '2.0', data: normalize(value.data) };
  } else if (
    value.spec === undefined &&
    typeof value.name === 'string' &&
    ('first_mes' in value || 'description' in value || 'personality' in value)
  ) {
    card = { spec: 'chara_card_v2', spec_version: '2.0', data: normalize(value) };
  } else {
    throw notACard();
  }
  if (!card.data.name.trim()) throw notACard();
  return card;
}

/** The card's own text chunks only (`chara`, `ccv3`, one of each), at most 8 MiB of text in all, inflated off the main thread. */
async function cardFromPng(png: Buffer): Promise<CharacterCardV2> {
  let texts: Map<string, string>;
  try {
    texts = await readTextChunks(png);
  } catch (err) {
    if (err instanceof PngTextTooLarge) throw tooLarge();
    if (err instanceof PngDuplicateText)
      throw new BadRequestException(`This character card has more than one ${err.keyword} chunk.`);
    if (err instanceof PngError) throw notACard();
    throw err;
  }
  const embedded = texts.get('ccv3') ?? texts.get('chara');
  if (!embedded) throw notACard();
  const json = /^\s*\{/.test(embedded) ? embedded : (await fromBase64(embedded, MAX_CARD_JSON_BYTES)).toString('utf8');
  return cardFromJson(parseJson(json));
}

/** Reads a card from a data URL: a PNG with a `ccv3` or `chara` text chunk, or JSON. Anything else is 400 'This file is not a character card.' */
export async function readCard(dataUrl: unknown): Promise<ReadCard> {
  const bytes = await bytesOf(dataUrl);
  if (isPng(bytes)) return { card: await cardFromPng(bytes), png: bytes };
  // more bytes than its most characters can take is too large: never decoded on the event loop
  if (bytes.length > MAX_CARD_JSON_BYTES) throw tooLarge();
  return { card: cardFromJson(parseJson(bytes.toString('utf8').replace(/^\uFEFF/, ''))), png: null };
}
