import { setImmediate as yieldToLoop } from 'node:timers/promises';

import { UnprocessableEntityException } from '@nestjs/common';

import { APPEARANCE_FIELDS, type CardPreview, MESSAGES } from '../../contracts';
import { violatesAdultPolicy } from '../safety/content-policy';
import type { CardText } from './card-fields';

/** Characters the policy reads before the event loop gets a turn (the policy is linear: ~20 ms per 50,000). */
export const SLICE_CHARS = 50_000;
/**
 * How much of the window before each window of a long text reads again: every family of the policy
 * reads a bounded stretch around what it finds (a few words, a bounded pattern; the reply guard reads
 * 300 characters back for the same reason), so nothing at a window's edge goes unread.
 */
const OVERLAP = 1_000;

/** Her looks and traits as they will be saved (the person's answers over the card's extension): they reach image prompts. */
export function looksTexts(preview: CardPreview): CardText[] {
  const looks = APPEARANCE_FIELDS.flatMap((field): CardText[] => {
    const text = preview.appearance[field];
    return text ? [{ field, text, mode: 'prompt' }] : [];
  });
  const traits = preview.traits.join(', ');
  return traits ? [...looks, { field: 'traits', text: traits, mode: 'prompt' }] : looks;
}

/** What a picture of her shows (name, looks, traits) and who she is in prose, each read as a whole too. */
function wholes(texts: CardText[]): CardText[] {
  const picture = texts.filter((t) => t.mode === 'prompt');
  const prose = texts.filter((t) => t.field === 'name' || ['description', 'personality', 'scenario'].includes(t.field));
  return [
    ...(picture.length > 1
      ? [{ field: 'card', text: picture.map((t) => t.text).join(', '), mode: 'prompt' as const }]
      : []),
    ...(prose.length > 1
      ? [{ field: 'card', text: prose.map((t) => t.text).join('\n'), mode: 'character' as const }]
      : []),
  ];
}

/**
 * Texts read together (a lorebook's entries: cues spread over entries add up), as windows of at most
 * SLICE_CHARS characters of the texts joined, each overlapping the one before by OVERLAP: the policy
 * then never reads more than SLICE_CHARS in one turn of the event loop, however long the texts are
 * together, and reads each character at most twice.
 */
export function readTogether(field: string, texts: CardText[], mode: CardText['mode']): CardText[] {
  if (texts.length < 2) return [];
  const joined = texts.map((t) => t.text).join('\n');
  const windows: CardText[] = [];
  for (let start = 0; ; start += SLICE_CHARS - OVERLAP) {
    windows.push({ field, text: joined.slice(start, start + SLICE_CHARS), mode });
    if (start + SLICE_CHARS >= joined.length) return windows;
  }
}

/**
 * The content policy on every text alone (the same text in the same mode once), then on what a picture
 * of her shows and on who she is as a whole: 422 with the wizard's text, naming the field. The event
 * loop gets a turn every SLICE_CHARS characters, so a large card never holds it.
 */
export async function assertCardAdult(texts: CardText[]): Promise<void> {
  const seen = new Set<string>();
  let since = 0;
  for (const { field, text, mode } of [...texts, ...wholes(texts)]) {
    const key = `${mode}\u0000${text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (since > 0 && since + text.length > SLICE_CHARS) {
      await yieldToLoop();
      since = 0;
    }
    since += text.length;
    if (violatesAdultPolicy(text, mode)) throw refused(field);
  }
}

const refused = (field: string) => new UnprocessableEntityException({ message: MESSAGES.adultsOnly, field });
