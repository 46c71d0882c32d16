import { isLeet, leetReadings, WORD_CHAR } from './normalize';
import { policyRegExp } from './patterns';
import { ALIASES } from './policy-data';

/** One word of a folded text: where it stands, the reading used to join it with its neighbours, its other readings. */
export interface Token {
  start: number;
  end: number;
  word: string;
  /** what else it may be read as (the word as typed before its alias, letter pieces, leetspeak): none for most words */
  readings: readonly string[];
}

/** The other readings of a plain word without an alias: one shared empty list, not one per word. */
const NONE: readonly string[] = Object.freeze([]);

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
/** The first letters and the longest of the aliased words: most words are passed over without hashing them. */
const ALIAS_FIRST = new Uint8Array(0x10000);
for (const word of ALIAS.keys()) ALIAS_FIRST[word.charCodeAt(0)] = 1;
const ALIAS_LONGEST = Math.max(...[...ALIAS.keys()].map((w) => w.length));
const aliasOf = (word: string): string | undefined =>
  word.length <= ALIAS_LONGEST && ALIAS_FIRST[word.charCodeAt(0)] === 1 ? ALIAS.get(word) : undefined;

/** The runs of letters of a token with digits or symbols in it (`sch00l` → `sch`, `l`). */
function letterPieces(token: string): string[] {
  const pieces: string[] = [];
  let from = -1;
  for (let k = 0; k <= token.length; k++) {
    const letter = k < token.length && !isLeet(token.charCodeAt(k));
    if (letter && from < 0) from = k;
    else if (!letter && from >= 0) {
      pieces.push(token.slice(from, k));
      from = -1;
    }
  }
  return pieces;
}

/** The last text read and its tokens: a check reads the same text for its scope and for its ages. */
let last: { text: string; tokens: readonly Token[] } | null = null;

/**
 * The words of a folded text with their readings: the word itself and its alias (`gurl` → `girl`), or
 * for a word with digits or symbols in it, its letter pieces and leetspeak readings (`sch00l` → `school`).
 * The same text twice in a row is read once, and a text of the same length as the last (its leetspeak
 * numbers read, adult phrases blanked) only where it differs (callers never change the tokens).
 */
export function tokenize(text: string): readonly Token[] {
  if (last?.text === text) return last.tokens;
  const tokens = last && last.text.length === text.length ? reread(last.text, last.tokens, text) : [];
  if (!last || last.text.length !== text.length) readTokens(text, 0, text.length, tokens);
  last = { text, tokens };
  return tokens;
}

const wordAt = (text: string, i: number): boolean => {
  const code = text.charCodeAt(i);
  return WORD_CHAR[code] === 1 || (code >= 0xd800 && code <= 0xdfff);
};

/**
 * The tokens of `text` from those of `old`, a text of the same length: tokens are runs of word
 * characters, so each stretch where the two differ is read again from the start of the run it is in
 * to the end of it (where both texts agree and no word goes on), and every other token is kept. Linear: each position is looked at a bounded
 * number of times.
 */
function reread(old: string, oldTokens: readonly Token[], text: string): Token[] {
  const tokens: Token[] = [];
  let t = 0;
  for (let k = 0; k < text.length;) {
    if (old.charCodeAt(k) === text.charCodeAt(k)) {
      k++;
      continue;
    }
    let from = k;
    while (from > 0 && wordAt(text, from - 1)) from--;
    let to = k + 1;
    while (to < text.length && (old.charCodeAt(to) !== text.charCodeAt(to) || wordAt(text, to))) to++;
    while (t < oldTokens.length && oldTokens[t].end <= from) tokens.push(oldTokens[t++]);
    while (t < oldTokens.length && oldTokens[t].start < to) t++;
    readTokens(text, from, to, tokens);
    k = to;
  }
  while (t < oldTokens.length) tokens.push(oldTokens[t++]);
  return tokens;
}

/**
 * Kana, CJK ideographs and Hangul run their words on without spaces, even straight after a word of
 * another script: a letter of one of them next to a letter of any other script starts a new word
 * (`teenの写真` is `teen` and `の写真`). Per character of the plane: 0 for ASCII digits and symbols (they
 * belong to both: `15歳`), 2 for those scripts, 1 for the letters of every other.
 */
const SCRIPT = new Uint8Array(0x10000).fill(1);
for (let c = 0; c < 0x80; c++) SCRIPT[c] = (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) ? 1 : 0;
for (const [from, to] of [
  [0x3040, 0x30ff],
  [0x3400, 0x9fff],
  [0xac00, 0xd7af],
  [0x1100, 0x11ff],
])
  SCRIPT.fill(2, from, to + 1);

/** Reads the tokens of text[from, to) into `tokens`. */
function readTokens(text: string, from: number, to: number, tokens: Token[]): void {
  for (let i = from; i < to;) {
    let width = wordCharAt(text, i);
    if (!width) {
      i++;
      continue;
    }
    const start = i;
    // letters only unless an ASCII digit or symbol is met (every script's digits are ASCII once folded)
    let plain = true;
    let script = 0;
    while (width) {
      const code = text.charCodeAt(i);
      const own = SCRIPT[code];
      if (own !== 0 && script !== 0 && own !== script) break;
      if (own !== 0) script = own;
      if (code < 0x80 && own === 0) plain = false;
      i += width;
      width = i < to ? wordCharAt(text, i) : 0;
    }
    tokens.push(readToken(text.slice(start, i), start, i, plain));
  }
}

function readToken(token: string, start: number, end: number, plain: boolean): Token {
  if (plain) {
    const alias = aliasOf(token);
    return { start, end, word: alias ?? token, readings: alias ? [token] : NONE };
  }
  const pieces = letterPieces(token);
  const leet = pieces.length ? leetReadings(token) : [];
  const joined = pieces.length === 1 ? pieces[0] : pieces.join('');
  const alias = aliasOf(joined);
  const readings = leet.length || alias ? [...pieces, ...leet, ...(alias ? [alias] : [])] : pieces;
  return { start, end, word: alias ?? leet[0] ?? joined, readings };
}

/** True when a clause ends between two neighbouring tokens. */
export const barrierBetween = (text: string, left: Token, right: Token): boolean =>
  BARRIER.test(text.slice(left.end, right.start));
