import { codesIn, GAP, LETTERS_AND_DIGITS, SEP, tableOf } from './plane';
import { WORDS } from './word-lists';

/**
 * Words spelled out letter by letter (`t e e n`, `t.e.e.n`) and words with separators inside them
 * (`pre-teen`, `sch.ool`), found by one pass over tables of the plane rather than by patterns with
 * Unicode classes and look-arounds (several milliseconds on 50,000 characters of non-Latin text).
 */

/** Letters, digits, `@` and `$`: what may be spelled out one by one. */
const SPELL_CHAR = tableOf([...LETTERS_AND_DIGITS, ...codesIn('@$')]);
/** What separators are taken out between: letters, digits and the symbols written for letters but `+`. */
const GLUE_CHAR = tableOf([...LETTERS_AND_DIGITS, ...codesIn('@$!|')]);
const ASTRAL_LETTER = /^[\p{L}\p{N}]/u;

/** A run spelled out: where it stands in the text and its letters joined. */
interface SpelledRun {
  index: number;
  end: number;
  word: string;
}

/** The width of the character at `i` when it is in `chars` (2 for a letter outside the plane), else 0. */
function widthIn(chars: Uint8Array, text: string, i: number): number {
  const code = text.charCodeAt(i);
  if (code >= 0xd800 && code <= 0xdbff) return ASTRAL_LETTER.test(text.slice(i, i + 2)) ? 2 : 0;
  return chars[code] === 1 ? 1 : 0;
}

/** Whether the character before `i` (a whole surrogate pair) is in `chars`. */
function before(chars: Uint8Array, text: string, i: number): boolean {
  if (i === 0) return false;
  const code = text.charCodeAt(i - 1);
  if (code >= 0xdc00 && code <= 0xdfff && i >= 2) return widthIn(chars, text, i - 2) === 2;
  return chars[code] === 1;
}

/**
 * The Indic scripts (Devanagari to Sinhala): folding takes their vowel signs away, so short words read as
 * single letters (`की माँ है` folds to `क म ह`). Their runs are read only when the text spelled a word out
 * with its signs standing alone (`क ि श ो र`), which the caller tells (`indic`).
 */
const INDIC = (code: number) => code >= 0x0900 && code <= 0x0dff;

/** At most this many characters in one run: longer runs are read in pieces. */
const MAX_RUN = 41;

/**
 * Three to MAX_RUN single characters in a row, each one or two separators or spaces from the next,
 * with no letter right before the first or after the last: `t e e n`, `t.e.e.n` (as the pattern
 * `(?<!C)C(?:G{1,2}C){2,40}(?!C)` reads them, left to right, runs not overlapping).
 */
function findSpelled(text: string, indic: boolean): SpelledRun[] {
  const runs: SpelledRun[] = [];
  // where each character of the run being read starts
  const at = new Int32Array(MAX_RUN + 1);
  for (let i = 0; i < text.length;) {
    const width = widthIn(SPELL_CHAR, text, i);
    if (!width || before(SPELL_CHAR, text, i) || contractionTail(text, i)) {
      i += width || 1;
      continue;
    }
    let count = 1;
    let end = i + width;
    at[0] = i;
    let last = end;
    const skip = !indic && INDIC(text.charCodeAt(i));
    while (count < MAX_RUN && !skip) {
      let g = end;
      while (g < text.length && g - end < 3 && GAP[text.charCodeAt(g)] === 1) g++;
      const next = g - end >= 1 && g - end <= 2 ? widthIn(SPELL_CHAR, text, g) : 0;
      if (!next) break;
      at[count++] = g;
      last = end;
      end = g + next;
    }
    // the last one begins a longer word (`t e e nager`): the run stops before it
    if (widthIn(SPELL_CHAR, text, end)) {
      count--;
      end = last;
    }
    // two digits a space apart are a number spelled out too (`you're 1 7`)
    if (count < 3 && !(count === 2 && digitPair(text, at[0], at[1]))) {
      i += width;
      continue;
    }
    let word = '';
    for (let k = 0; k < count; k++) word += text.slice(at[k], charEnd(text, at[k]));
    runs.push({ index: i, end, word });
    i = end;
  }
  return runs;
}

/** Two ASCII digits one space apart. */
const digitPair = (text: string, a: number, b: number) =>
  b === a + 2 && text[a + 1] === ' ' && /\d/.test(text[a]) && /\d/.test(text[b]);

/** The letter after a word's apostrophe (`she's`, `I'm`): the end of that word, not a letter spelled out. */
const contractionTail = (text: string, i: number) => i >= 2 && text[i - 1] === "'" && before(SPELL_CHAR, text, i - 1);

/** Where the character at `i` (one, or a surrogate pair) ends. */
const charEnd = (text: string, i: number) => i + (widthIn(SPELL_CHAR, text, i) || 1);

/** The runs spelled out in the last text read (a check asks twice: to join them, and for them). */
let last: { text: string; indic: boolean; runs: SpelledRun[] } | null = null;
function spelledRuns(folded: string, indic: boolean): SpelledRun[] {
  if (last?.text !== folded || last.indic !== indic) last = { text: folded, indic, runs: findSpelled(folded, indic) };
  return last.runs;
}

/** Words spelled out letter by letter joined (`t e e n` → `teen`). */
export function joinSpelled(folded: string, indic = true): string {
  const runs = spelledRuns(folded, indic);
  if (!runs.length) return folded;
  let out = '';
  let from = 0;
  for (const run of runs) {
    out += folded.slice(from, run.index) + run.word;
    from = run.end;
  }
  return out + folded.slice(from);
}

/** The words spelled out letter by letter in the text, joined (`a t e e n` → `ateen`). */
export function spelledWords(folded: string, indic = true): string[] {
  return spelledRuns(folded, indic).map((run) => run.word);
}

/** Separators between two word characters removed (`pre-teen` → `preteen`, `sch.ool` → `school`). */
export function glue(folded: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < folded.length; i++) {
    if (SEP[folded.charCodeAt(i)] !== 1) continue;
    let end = i + 1;
    while (end < folded.length && SEP[folded.charCodeAt(end)] === 1) end++;
    if (before(GLUE_CHAR, folded, i) && widthIn(GLUE_CHAR, folded, end)) {
      out += folded.slice(from, i);
      from = end;
    }
    i = end - 1;
  }
  return from === 0 ? folded : out + folded.slice(from);
}

/** A listed word spelled out, which may have letters of the words around it stuck to it (`a t e e n`, `i'm t e e n`). */
export function spelledOut(plain: string, indic: boolean): boolean {
  return spelledWords(plain, indic).some((run) => {
    for (let from = 0; from <= 3; from++)
      for (let cut = 0; cut <= 2; cut++) if (WORDS.has(run.slice(from, run.length - cut), false)) return true;
    return false;
  });
}
