import { foldData } from './normalize';
import { BIRTH_SUFFIXES, BIRTH_WORDS } from './policy-data/births';
import { barrierBetween, tokenize } from './tokens';

/**
 * A year of birth states an age (`born in 2012`, `2013 doğumlu`, `2012年生まれ`): her age is this year less
 * that one, a minor when it is under 18. Read over tokens: a year, then a word of birth among the
 * WINDOW words before or after it in its clause, or a suffix glued to it. Thai years count from 543 BC.
 */
const WINDOW = 4;
const BIRTH = new Set(BIRTH_WORDS.map(foldData));
const SUFFIXES = BIRTH_SUFFIXES.map((s) => foldData(s).replace(/\s+/g, ''));
const YEAR = /^((?:19|20|25)\d\d)(\D*)$/;
const GLUED_YEAR = /((?:19|20)\d\d)([年년].*)$/;
const HAS_YEAR = /(?:19|20|25)\d\d/;
const BUDDHIST_ERA = 543;

export interface BirthAge {
  value: number;
  at: number;
  end: number;
}

export function birthAges(folded: string, thisYear = new Date().getUTCFullYear()): BirthAge[] {
  if (!HAS_YEAR.test(folded)) return [];
  const tokens = tokenize(folded);
  const found: BirthAge[] = [];
  const linked = (a: number, b: number) => !barrierBetween(folded, tokens[a], tokens[b]);
  for (let i = 0; i < tokens.length; i++) {
    const raw = folded.slice(tokens[i].start, tokens[i].end);
    // a year inside a word of a script without spaces: `她2012年出生`
    const m = YEAR.exec(raw) ?? GLUED_YEAR.exec(raw);
    if (!m) continue;
    const year = Number(m[1]) - (Number(m[1]) > thisYear + 100 ? BUDDHIST_ERA : 0);
    const age = thisYear - year;
    if (age < 0 || age >= 18) continue;
    const glued = (m[2] + (tokens[i + 1] && linked(i, i + 1) ? tokens[i + 1].word : '')).replace(/\s+/g, '');
    let birth = SUFFIXES.some((s) => glued.startsWith(s));
    for (let k = i - 1; !birth && k >= 0 && k >= i - WINDOW && linked(k, k + 1); k--) birth = BIRTH.has(tokens[k].word);
    for (let k = i + 1; !birth && k < tokens.length && k <= i + WINDOW && linked(k - 1, k); k++)
      birth = BIRTH.has(tokens[k].word);
    if (birth) found.push({ value: age, at: tokens[i].start, end: tokens[i].end });
  }
  return found;
}
