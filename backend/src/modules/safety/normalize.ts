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

/** Characters that may sit inside a word (`t.e.e.n`, `pre-teen`, `t_e_e_n`); whitespace also separates words. */
export const SEP = "[._*~'/^·•-]";
export const GAP = "[\\s._*~'/^·•-]";
const SEPARATOR_RUN = new RegExp(`${GAP}+`, 'gu');
/** Only runs that are not already one plain space (most are): quicker on long texts. */
const SPACE_RUN = /(?:[._*~'/^·•-]+\s|\s[._*~'/^·•-]|\s\s|[^\S ])[\s._*~'/^·•-]*/g;
const SEP_RUN = /([._*~'/^·•-])[._*~'/^·•-]+/g;
const MARKS = /[\p{M}\p{Cf}\u115F\u1160\u3164\uFFA0]/gu;
const NON_ASCII = /[^\p{ASCII}]/gu;

/** `½` and friends before NFKD turns them into digits; `ñ` kept apart from `n` (niña is not Nina). */
function prefold(text: string): string {
  return text
    .replace(/\s*½/g, ' and a half')
    .replace(/\s*¼/g, ' and a quarter')
    .replace(/\s*¾/g, ' and three quarters')
    .replace(/[ñÑ]/g, 'ny');
}

function foldLetters(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(NON_ASCII, (ch) => LOOKALIKES[ch] ?? ch)
    .normalize('NFC');
}

/** Folds letters only (for data written in lower case: keeps regex syntax such as `\s` intact). */
export const foldData = (text: string): string => foldLetters(prefold(text));

/** Accents, look-alikes, invisible characters and case folded; each run of separators kept as one character. */
export function fold(text: string): string {
  // plain ASCII needs no Unicode folding
  const letters = /^[\x20-\x7E\s]*$/.test(text)
    ? text.toLowerCase()
    : foldLetters(prefold(text).normalize('NFKC').toLowerCase()).toLowerCase();
  return letters.replace(SPACE_RUN, ' ').replace(SEP_RUN, '$1');
}

/** Three or more single characters in a row, each apart: `t e e n`, `t.e.e.n`. */
const CHAR = '[\\p{L}\\p{N}@$]';
const SPELLED = new RegExp(`(?<!${CHAR})${CHAR}(?:${GAP}${CHAR}){2,}(?!${CHAR})`, 'gu');

/** Words spelled out letter by letter joined (`t e e n` → `teen`). */
export function joinSpelled(folded: string): string {
  return folded.replace(SPELLED, (run) => run.replace(SEPARATOR_RUN, ''));
}

/** The words spelled out letter by letter in the text, joined (`a t e e n` → `ateen`). */
export function spelledWords(folded: string): string[] {
  return (folded.match(SPELLED) ?? []).map((run) => run.replace(SEPARATOR_RUN, ''));
}

/** Separators between two word characters removed (`pre-teen` → `preteen`, `sch.ool` → `school`). */
export function glue(folded: string): string {
  return folded.replace(/(?<=[\p{L}\p{N}@$!|])[._*~'/^·•-]+(?=[\p{L}\p{N}@$!|])/gu, '');
}

/** Digits and symbols commonly written for letters; `1` and `|` may be `i` or `l`. */
const LEET_I: Record<string, string> = {
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
};
const LEET_L: Record<string, string> = { ...LEET_I, '1': 'l', '|': 'l' };

/** The letter readings of one token with digits or symbols in it (`sch00lgirl` → `schoolgirl`). */
export function leetReadings(token: string): string[] {
  if (!/[\p{L}]/u.test(token) || !/[\d@$!|+]/u.test(token)) return [];
  const read = (map: Record<string, string>) => token.replace(/[\d@$!|+]/g, (c) => map[c] ?? c);
  const i = read(LEET_I);
  const l = read(LEET_L);
  return i === l ? [i] : [i, l];
}

/** Runs of one letter made single (`teeeen` → `ten`). */
export const collapse = (word: string) => word.replace(/(.)\1+/gu, '$1');

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
