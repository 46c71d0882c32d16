import { foldGaps } from './gaps';
import { policyRegExp } from './patterns';
import { codesOf, LETTERS_AND_DIGITS } from './plane';

/**
 * Text folding shared by the policy engine and its data: Unicode NFKC/NFKD, case, accents, invisible
 * characters, look-alike letters (Cyrillic, Greek, a few Latin), and runs of separators.
 */

/** Letters that NFKD does not fold: Cyrillic and Greek look-alikes, a few Latin letters, dashes and quotes. */
const LOOKALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  һ: 'h',
  ɡ: 'g',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ı: 'i',
  ł: 'l',
  հ: 'h',
  ս: 'u',
  օ: 'o',
  ո: 'n',
  ց: 'g',
  ԛ: 'q',
  ԝ: 'w',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ŧ: 't',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '―': '-',
  '−': '-',
  '‘': "'",
  '’': "'",
  ʼ: "'",
  '`': "'",
  '´': "'",
};

const PLAIN_ASCII = policyRegExp('^[\\x20-\\x7E\\s]*$', 'u', true);
const MARK = policyRegExp('[\\p{M}\\p{Cf}\\u115F\\u1160\\u3164\\uFFA0]');
const DIGIT = policyRegExp('\\p{Nd}');

/**
 * What folding does to each character of the Basic Multilingual Plane, read from one table built at
 * load (a pass over the text instead of Unicode-class patterns, which are slow on non-Latin text):
 * marks and invisible characters dropped, look-alike letters made Latin, and every decimal digit of
 * every script (Arabic-Indic, Persian, Devanagari, Bengali, Thai...) made ASCII: Unicode lays each
 * script's digits out as ten code points in a row, zero first.
 */
const FOLDED: (string | undefined)[] = new Array<string | undefined>(0x10000).fill(undefined);
/** Letters and digits of every script, and the symbols that stand for letters (`@`, `$`, `!`, `|`, `+`). */
export const WORD_CHAR = new Uint8Array(0x10000);
for (const code of LETTERS_AND_DIGITS) WORD_CHAR[code] = 1;
for (const ch of '@$!|+') WORD_CHAR[ch.charCodeAt(0)] = 1;
for (const code of codesOf(MARK)) if (code >= 0x80) FOLDED[code] = '';
for (const [ch, to] of Object.entries(LOOKALIKES)) if (ch.charCodeAt(0) >= 0x80) FOLDED[ch.charCodeAt(0)] = to;
let previous = -2;
let run = 0;
for (const code of codesOf(DIGIT)) {
  run = code === previous + 1 ? run + 1 : 0;
  previous = code;
  if (code >= 0x80) FOLDED[code] = String(run % 10);
}

const UTF16 = new TextDecoder('utf-16le');

/**
 * Each character through the table; text with nothing to change is returned as it is. Written into
 * one buffer of UTF-16 code units, grown when an entry does not fit: a text whose every letter changes
 * (Greek look-alikes, Latin accents) is not built from tens of thousands of small strings, and is read once.
 */
function mapChars(text: string, table: (string | undefined)[] = FOLDED): string {
  let i = 0;
  while (i < text.length && (text.charCodeAt(i) < 0x80 || table[text.charCodeAt(i)] === undefined)) i++;
  if (i === text.length) return text;
  let out = new Uint16Array(text.length + 64);
  let n = 0;
  for (let k = 0; k < i; k++) out[n++] = text.charCodeAt(k);
  for (; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const to = code < 0x80 ? undefined : table[code];
    if (to === undefined) {
      out[n++] = code;
      continue;
    }
    // room for this entry and one code unit for each character still to read
    if (n + to.length + text.length - i > out.length) {
      const grown = new Uint16Array(2 * out.length + to.length);
      grown.set(out.subarray(0, n));
      out = grown;
    }
    for (let k = 0; k < to.length; k++) out[n++] = to.charCodeAt(k);
  }
  return UTF16.decode(out.subarray(0, n));
}

/** `½` and friends before NFKD turns them into digits; `ñ` kept apart from `n` (niña is not Nina). */
const PREFOLDED = policyRegExp('[½¼¾ñÑ]');
/**
 * A fraction with the whitespace before it: the run is read from where it begins (the look-behind), so
 * a long run of spaces not followed by a fraction is passed once, not once per space.
 */
const FRACTION = policyRegExp('(?<!\\s)\\s*([½¼¾])', 'gu', true);
const FRACTION_WORDS: Record<string, string> = {
  '½': ' and a half',
  '¼': ' and a quarter',
  '¾': ' and three quarters',
};
const TILDE_N = policyRegExp('[ñÑ]', 'gu');
function prefold(text: string): string {
  if (!PREFOLDED.test(text)) return text;
  // the fraction pattern starts with a look-behind, so it is tried at every position: only with a fraction there
  const fractions = Object.keys(FRACTION_WORDS).some((f) => text.includes(f));
  const read = fractions ? text.replace(FRACTION, (_, fraction: string) => FRACTION_WORDS[fraction]) : text;
  return read.replace(TILDE_N, 'ny');
}

function foldLetters(text: string): string {
  return mapChars(text.normalize('NFKD')).normalize('NFC');
}

/** Folds letters only (for data written in lower case: keeps regex syntax such as `\s` intact). */
export const foldData = (text: string): string => foldLetters(prefold(text));

/** Compatibility forms, case, accents, marks and look-alikes folded: the definition, for any text. */
export const foldByDefinition = (text: string): string =>
  foldLetters(prefold(text).normalize('NFKC').toLowerCase()).toLowerCase();

/**
 * What the definition makes of each character of the plane on its own, where it changes it. Marks are
 * dropped and nothing else composes but Hangul letters (NFC at the end puts them together), so a text
 * of the plane folds character by character, without decomposing all of it (Hangul syllables and
 * accented Latin letters take milliseconds a 50,000-character text to decompose and compose again).
 */
const FOLD_ONE: (string | undefined)[] = new Array<string | undefined>(0x10000).fill(undefined);
/** Characters that are a capital sigma once compatibility forms are expanded (`Σ`, `Ϲ`). */
const SIGMAS: string[] = [];
for (let code = 0x80; code < 0x10000; code++) {
  if (code >= 0xd800 && code <= 0xdfff) continue;
  const ch = String.fromCharCode(code);
  const folded = foldByDefinition(ch);
  if (folded !== ch) FOLD_ONE[code] = folded;
  if (ch.normalize('NFKC').includes('Σ')) SIGMAS.push(ch);
}
/**
 * Read by the definition: letters outside the plane, and the capital sigma, whose lower case depends on
 * the letters around it (`ʰΣ`: `hσ` once `ʰ` is a letter, as compatibility folding makes it).
 */
const BY_DEFINITION = new RegExp(`[\\ud800-\\udfff${SIGMAS.join('')}]`);

/** The text's characters folded as the definition folds them (plain ASCII lower-cased), the plane's by table. */
export function foldCharacters(text: string): string {
  if (PLAIN_ASCII.test(text)) return text.toLowerCase();
  if (BY_DEFINITION.test(text)) return foldByDefinition(text);
  return mapChars(prefold(text).toLowerCase(), FOLD_ONE).normalize('NFC');
}

/** Accents, look-alikes, invisible characters and case folded; each run of separators kept as one character. */
export function fold(text: string): string {
  // a full stop before a space ends a sentence: it is kept, for what reads up to the end of a clause
  return foldGaps(foldCharacters(text));
}

/** Digits and symbols commonly written for letters, by code; `1` and `|` may be `i` or `l`. */
const LEET_I = new Map<number, string>(
  Object.entries({
    '4': 'a',
    '@': 'a',
    '8': 'b',
    '3': 'e',
    '9': 'g',
    '1': 'i',
    '!': 'i',
    '|': 'i',
    '0': 'o',
    '5': 's',
    $: 's',
    '7': 't',
    '+': 't',
  }).map(([from, to]) => [from.charCodeAt(0), to]),
);
const LEET_L = new Map<number, string>([...LEET_I, [0x31, 'l'], [0x7c, 'l']]);

/** Letters of the Basic Multilingual Plane (a table: one look-up a character, no pattern). */
const LETTER_CHAR = new Uint8Array(0x10000);
for (const code of codesOf(/\p{L}/u)) LETTER_CHAR[code] = 1;
const LETTER = /^\p{L}/u;

/** Whether the token has a letter at `k` (a whole surrogate pair read by pattern). */
const letterAt = (token: string, code: number, k: number): boolean =>
  code >= 0xd800 && code <= 0xdbff ? LETTER.test(token.slice(k, k + 2)) : LETTER_CHAR[code] === 1;

/** The token with each digit or symbol read as the letter it stands for. */
function readAs(token: string, letters: Map<number, string>): string {
  let out = '';
  let from = 0;
  for (let k = 0; k < token.length; k++) {
    const to = letters.get(token.charCodeAt(k));
    if (to === undefined) continue;
    out += token.slice(from, k) + to;
    from = k + 1;
  }
  return out + token.slice(from);
}

/** The letter readings of one token with digits or symbols in it (`sch00lgirl` → `schoolgirl`). */
export function leetReadings(token: string): string[] {
  // one pass: whether the token has a letter and a digit or symbol at all, and one that reads two ways
  let leet = false;
  let letter = false;
  let twoWays = false;
  for (let k = 0; k < token.length; k++) {
    const code = token.charCodeAt(k);
    if (isLeet(code)) {
      leet = true;
      twoWays ||= code === 0x31 || code === 0x7c;
    } else letter ||= letterAt(token, code, k);
  }
  if (!letter || !leet) return [];
  return twoWays ? [readAs(token, LEET_I), readAs(token, LEET_L)] : [readAs(token, LEET_I)];
}

/** An ASCII digit or a symbol written for a letter: `0-9 @ $ ! | +`. */
export const isLeet = (code: number): boolean =>
  (code >= 0x30 && code <= 0x39) || code === 0x40 || code === 0x24 || code === 0x21 || code === 0x7c || code === 0x2b;

/** Runs of one letter made single (`teeeen` → `ten`). */
export function collapse(word: string): string {
  let out = '';
  let from = 0;
  for (let i = 1; i < word.length; i++) {
    if (word.charCodeAt(i) !== word.charCodeAt(i - 1)) continue;
    out += word.slice(from, i);
    while (i + 1 < word.length && word.charCodeAt(i + 1) === word.charCodeAt(i)) i++;
    from = i + 1;
  }
  return from === 0 ? word : out + word.slice(from);
}

/**
 * Every match of a global pattern, as `text.matchAll(re)` gives them but without its copy of the
 * pattern (which costs the policy's long patterns about 20 µs a call, whatever the text). All are
 * collected before the caller looks at one, so the caller may use the same pattern again meanwhile.
 */
export function allMatches(re: RegExp, text: string): RegExpExecArray[] {
  if (!re.global) throw new TypeError(`allMatches needs a global pattern: ${re.source.slice(0, 40)}`);
  const found: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    found.push(m);
    // an empty match moves on by one character (a whole surrogate pair under the u flag), as matchAll does
    if (m[0] === '') re.lastIndex += re.unicode && (text.codePointAt(re.lastIndex) ?? 0) > 0xffff ? 2 : 1;
  }
  re.lastIndex = 0;
  return found;
}
