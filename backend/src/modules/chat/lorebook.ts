import type { CharacterBook, CharacterBookEntry } from '../../contracts';
import type { Lore } from '../../infra/ai/chat-model.port';
import { KeyMatcher } from './key-matcher';

/*
 * Her lorebook in her replies, as SillyTavern's World Info inserts a character's book: the last
 * `scan_depth` messages are scanned for each enabled entry's keys (a substring, case-insensitive
 * unless `case_sensitive`); `constant` entries always go in; a `selective` entry with secondary keys
 * also needs one of those; what fits `token_budget` goes in (constant entries first, then by
 * `priority`, then the higher `insertion_order`: once one does not fit, the rest are dropped), in
 * `insertion_order` (lower first), before or after her description (`position`). Keys written as
 * /regex/flags are matched as plain text: a regular expression may backtrack, and the scan stays
 * linear in the text (key-matcher.ts). Keys are trimmed, as SillyTavern does. Recursive scanning
 * (entries' text scanned for more keys) is not done.
 */

/** messages scanned when the book names no `scan_depth` (SillyTavern's default) */
export const DEFAULT_SCAN_DEPTH = 2;
/** the chat window: older messages are never sent to the model */
export const MAX_SCAN_DEPTH = 50;
export const DEFAULT_TOKEN_BUDGET = 1024;
export const MAX_TOKEN_BUDGET = 4096;

/** Tokens of a text, estimated: a token is about 4 characters. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

/** An entry chosen for her prompt: its index in the book, its text and what placed it. */
export interface ChosenEntry {
  index: number;
  content: string;
  constant: boolean;
  priority: number;
  order: number;
  before: boolean;
}

const texts = (v: unknown): string[] =>
  Array.isArray(v) ? v.flatMap((k) => (typeof k === 'string' && k.trim() ? [k.trim()] : [])) : [];
const num = (v: unknown, otherwise: number) => (typeof v === 'number' && Number.isFinite(v) ? v : otherwise);
const clamp = (v: unknown, otherwise: number, max: number) => Math.min(Math.max(Math.floor(num(v, otherwise)), 0), max);

/** Which keys of which entries occur in the text: two passes (as written, and lower case), each linear. */
function keyHits(entries: CharacterBookEntry[], text: string) {
  const keys: { sensitive: string[]; other: string[] } = { sensitive: [], other: [] };
  const owners: { sensitive: [number, boolean][]; other: [number, boolean][] } = { sensitive: [], other: [] };
  entries.forEach((entry, i) => {
    const side = entry.case_sensitive === true ? 'sensitive' : 'other';
    const add = (key: string, primary: boolean) => {
      keys[side].push(side === 'other' ? key.toLowerCase() : key);
      owners[side].push([i, primary]);
    };
    texts(entry.keys).forEach((k) => add(k, true));
    texts(entry.secondary_keys).forEach((k) => add(k, false));
  });
  const primary = new Set<number>();
  const secondary = new Set<number>();
  for (const side of ['sensitive', 'other'] as const) {
    if (!keys[side].length) continue;
    const found = new KeyMatcher(keys[side]).found(side === 'other' ? text.toLowerCase() : text);
    for (const k of found) {
      const [entry, isPrimary] = owners[side][k];
      (isPrimary ? primary : secondary).add(entry);
    }
  }
  return { primary, secondary };
}

/** The entries that go into her prompt, in the order they go in (`messages`: the conversation, oldest first). */
export function chooseEntries(book: CharacterBook | null | undefined, messages: readonly string[]): ChosenEntry[] {
  const entries = Array.isArray(book?.entries) ? book.entries.filter((e) => !!e && typeof e === 'object') : [];
  const depth = clamp(book?.scan_depth, DEFAULT_SCAN_DEPTH, MAX_SCAN_DEPTH);
  const budget = clamp(book?.token_budget, DEFAULT_TOKEN_BUDGET, MAX_TOKEN_BUDGET) || DEFAULT_TOKEN_BUDGET;
  const text = depth ? messages.slice(-depth).join('\n') : '';
  const hits = keyHits(entries, text);
  const active = entries.flatMap((entry, index): ChosenEntry[] => {
    if (entry.enabled === false || typeof entry.content !== 'string' || !entry.content.trim()) return [];
    const constant = entry.constant === true;
    const secondary = entry.selective === true && texts(entry.secondary_keys).length > 0;
    const on = constant || (hits.primary.has(index) && (!secondary || hits.secondary.has(index)));
    if (!on) return [];
    const { content } = entry;
    const order = num(entry.insertion_order, 0);
    return [
      { index, content, constant, priority: num(entry.priority, 0), order, before: entry.position !== 'after_char' },
    ];
  });
  const ranked = [...active].sort(
    (a, b) =>
      Number(b.constant) - Number(a.constant) || b.priority - a.priority || b.order - a.order || a.index - b.index,
  );
  const kept: ChosenEntry[] = [];
  let used = 0;
  for (const entry of ranked) {
    used += estimateTokens(entry.content);
    if (used > budget) break;
    kept.push(entry);
  }
  return kept.sort((a, b) => a.order - b.order || a.index - b.index);
}

/** Her lore for the system prompt: the chosen entries' texts, before and after her description (null: none). */
export function loreOf(book: CharacterBook | null | undefined, messages: readonly string[]): Lore | null {
  const chosen = chooseEntries(book, messages);
  if (!chosen.length) return null;
  return {
    before: chosen.filter((e) => e.before).map((e) => e.content.trim()),
    after: chosen.filter((e) => !e.before).map((e) => e.content.trim()),
  };
}
