/**
 * Spelling tricks (SAFETY.md section 1): letters spaced or dotted, zero-width and other format characters,
 * look-alike letters from other scripts, digits and symbols for letters, doubled letters, one-letter
 * misspellings of words of six letters or more, fullwidth and keycap-emoji digits, a language's own digits.
 * Every transform is deterministic: the same word always gives the same text.
 */

const chars = (word: string) => Array.from(word);
const isLetter = (c: string) => /\p{L}/u.test(c);

/** Latin, Cyrillic and Greek letters that look alike. */
const LATIN_TO_CYRILLIC: Record<string, string> = { a: 'а', e: 'е', o: 'о', p: 'р', c: 'с', x: 'х', y: 'у', i: 'і' };
const CYRILLIC_TO_LATIN: Record<string, string> = { а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', х: 'x', у: 'y', і: 'i' };
const GREEK_TO_LATIN: Record<string, string> = { ο: 'o', ρ: 'p', κ: 'k', ι: 'i', ν: 'v', τ: 't', α: 'a' };

export const isLatin = (word: string) => /^[\p{Script=Latin}\s'’.-]+$/u.test(word);

/** Each letter with a space after it (words inside the phrase stay apart by the spaces they had). */
export const spaced = (word: string) => chars(word).join(' ');

export const dotted = (word: string) =>
  chars(word)
    .map((c, i, all) => (isLetter(c) && isLetter(all[i + 1] ?? '') ? `${c}.` : c))
    .join('');

/** A zero-width space between letters; a soft hyphen or a word joiner with `kind`. */
export function zeroWidth(word: string, kind: 'zwsp' | 'shy' | 'wj' = 'zwsp'): string {
  const mark = { zwsp: '\u200b', shy: '\u00ad', wj: '\u2060' }[kind];
  return chars(word)
    .map((c, i, all) => (isLetter(c) && isLetter(all[i + 1] ?? '') ? c + mark : c))
    .join('');
}

/** Look-alike letters from another script, or null where the script has none worth using. */
export function lookAlike(word: string): string | null {
  const table = /\p{Script=Cyrillic}/u.test(word)
    ? CYRILLIC_TO_LATIN
    : /\p{Script=Greek}/u.test(word)
      ? GREEK_TO_LATIN
      : isLatin(word)
        ? LATIN_TO_CYRILLIC
        : null;
  if (!table) return null;
  const out = chars(word)
    .map((c) => table[c] ?? c)
    .join('');
  return out === word ? null : out;
}

/** Digits for vowels (`s1xt33n`), the way people write them inside number words. */
export const leetVowels = (word: string) =>
  word.replace(/[aeio]/g, (c) => ({ a: '4', e: '3', i: '1', o: '0' })[c] ?? c);

/** Digits and symbols for letters (`5ch00lg1rl`, `t€€nag€r`). */
export const leetSymbols = (word: string) =>
  word.replace(/[aeiost]/g, (c) => ({ a: '@', e: '3', i: '!', o: '0', s: '$', t: '7' })[c] ?? c);

/** The middle letter and the last letter doubled (`teenaager`, `schoolgirll`). */
export function doubled(word: string): string {
  const cs = chars(word);
  const mid = Math.floor(cs.length / 2);
  return cs.map((c, i) => (isLetter(c) && (i === mid || i === cs.length - 1) ? c + c : c)).join('');
}

const letterCount = (word: string) => chars(word).filter(isLetter).length;

/** One letter dropped from the middle, or null for a word of fewer than six letters. */
export function dropOne(word: string): string | null {
  if (letterCount(word) < 6) return null;
  const cs = chars(word);
  let mid = Math.floor(cs.length / 2);
  while (mid < cs.length - 1 && !isLetter(cs[mid])) mid += 1;
  return cs.filter((_, i) => i !== mid).join('');
}

/** One letter replaced by its neighbour (a typo), or null for a word of fewer than six letters. */
export function swapOne(word: string): string | null {
  if (letterCount(word) < 6) return null;
  const cs = chars(word);
  let at = Math.floor(cs.length / 2) - 1;
  while (at > 0 && !(isLetter(cs[at]) && isLetter(cs[at + 1] ?? '') && cs[at] !== cs[at + 1])) at -= 1;
  if (at <= 0) return null;
  return [...cs.slice(0, at), cs[at + 1], cs[at], ...cs.slice(at + 2)].join('');
}

/** ASCII digits written in another set of ten (a language's own, or fullwidth). */
export const inDigits = (n: number | string, digits: string) =>
  String(n).replace(/[0-9]/g, (d) => Array.from(digits)[Number(d)]);

export const FULLWIDTH = '０１２３４５６７８９';
export const MATH_BOLD = '𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗';

/** Keycap emoji digits (1️⃣5️⃣). */
export const keycap = (n: number) =>
  String(n)
    .split('')
    .map((d) => `${d}\ufe0f\u20e3`)
    .join('');

/** The tricks for a word of the spelling family, each named (null where a trick does not apply). */
export function wordTricks(word: string): [string, string | null][] {
  const latin = isLatin(word);
  return [
    ['spaced', spaced(word)],
    ['dotted', dotted(word)],
    ['zwsp', zeroWidth(word)],
    ['shy', zeroWidth(word, 'shy')],
    ['look-alike', lookAlike(word)],
    ['leet', latin ? leetSymbols(word) : null],
    ['doubled', doubled(word)],
    ['drop-one', dropOne(word)],
    ['swap-one', swapOne(word)],
  ];
}
