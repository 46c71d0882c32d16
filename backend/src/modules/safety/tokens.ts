import { leetReadings, WORD_CHAR } from './normalize';
import { policyRegExp } from './patterns';
import { ALIASES } from './policy-data';

/** One word of a folded text: where it stands, the reading used to join it with its neighbours, all its readings. */
export interface Token {
  start: number;
  end: number;
  word: string;
  readings: string[];
}

const NOT_LETTERS = policyRegExp('[^\\p{L}]+', 'gu');
const WORD = policyRegExp('[\\p{L}\\p{N}]');

/** Whether the character at `i` (a whole surrogate pair, read by pattern) is part of a word; its length in `width`. */
function wordCharAt(text: string, i: number): number {
  const code = text.charCodeAt(i);
  if (code < 0xd800 || code > 0xdbff) return WORD_CHAR[code] ? 1 : 0;
  const pair = text.slice(i, i + 2);
  return WORD.test(pair) ? 2 : 0;
}
/** What ends a clause: a role or a past frame never reaches across it. */
const BARRIER = policyRegExp('[.;:!?()\\[\\]\\n,"،؛؟。、！？]');

/** Whether a character ends a clause, in every script the policy reads. */
export const endsClause = (ch: string): boolean => BARRIER.test(ch);

/** An alias by its own key only: 'constructor' or '__proto__' typed by someone is not a lookup into Object. */
const ALIAS = new Map(Object.entries(ALIASES));
const aliasOf = (word: string): string | undefined => ALIAS.get(word);

/** The last text read and its tokens: a check reads the same text for its scope and for its ages. */
let last: { text: string; tokens: readonly Token[] } | null = null;

/**
 * The words of a folded text with their readings: the word itself and its alias (`gurl` → `girl`), or
 * for a word with digits or symbols in it, its letter pieces and leetspeak readings (`sch00l` → `school`).
 * The same text twice in a row is read once (callers never change the tokens).
 */
export function tokenize(text: string): readonly Token[] {
  if (last?.text === text) return last.tokens;
  const tokens: Token[] = [];
  for (let i = 0; i < text.length;) {
    let width = wordCharAt(text, i);
    if (!width) {
      i++;
      continue;
    }
    const start = i;
    // letters only unless an ASCII digit or symbol is met (every script's digits are ASCII once folded)
    let plain = true;
    while (width) {
      const code = text.charCodeAt(i);
      if (code < 0x80 && !((code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a))) plain = false;
      i += width;
      width = i < text.length ? wordCharAt(text, i) : 0;
    }
    const end = i;
    const token = text.slice(start, end);
    if (plain) {
      const alias = aliasOf(token);
      tokens.push({ start, end, word: alias ?? token, readings: alias ? [token, alias] : [token] });
      continue;
    }
    const leet = leetReadings(token);
    const letters = token.replace(NOT_LETTERS, ' ').trim();
    const joined = letters.replace(/ /g, '');
    const alias = aliasOf(joined);
    const readings = [...letters.split(' ').filter(Boolean), ...leet, ...(alias ? [alias] : [])];
    tokens.push({ start, end, word: alias ?? leet[0] ?? joined, readings });
  }
  last = { text, tokens };
  return tokens;
}

/** True when a clause ends between two neighbouring tokens. */
export const barrierBetween = (text: string, left: Token, right: Token): boolean =>
  BARRIER.test(text.slice(left.end, right.start));
