import { COUNT_WORDS, thenAfterAt } from './age-context';
import { foldData } from './normalize';
import { afterTens, joined, MAX_WORDS, numbersIn, phrases, words } from './numbers';
import { policyRegExp } from './patterns';
import { LANGUAGES } from './policy-data';
import { NOW } from './policy-data/now';
import { ARTICLES } from './policy-data/scope';
import { barrierBetween, type Token, tokenize } from './tokens';

/**
 * `N años`, `15 Jahre alt`, `пятнадцать лет`, `١٥ سنة`: a number (digits, or a number word of any
 * listed language) followed by an age unit of any language is an age, unless a duration word stands
 * before it (`hace 15 años`) or after it (`15 años de experiencia`). Read over tokens with set
 * look-ups and one anchored pattern per candidate unit, so the work is linear in the text.
 */
const languages = Object.values(LANGUAGES);

/**
 * The units a number word may take: those of its own languages (`on an` is Turkish ten and French year, no
 * age); a word of a language without units takes any.
 */
const WORD_UNITS = new Map<string, RegExp[]>();
const UNIT = policyRegExp(
  `^(?:${languages
    .flatMap((l) => l.ageUnits ?? [])
    .map((u) => `(?:${foldData(u)})`)
    .join('|')})$`,
);
/** Whether a word is an age unit of any language (`years`, `лет`, `ساله`). */
export const isAgeUnit = (word: string): boolean => UNIT.test(word);
for (const lang of languages) {
  const own = (lang.ageUnits ?? []).map((u) => `(?:${foldData(u)})`).join('|');
  const unit = own ? policyRegExp(`^(?:${own})$`) : UNIT;
  for (const word of Object.keys(lang.numbers ?? {}))
    WORD_UNITS.set(words(word), [...(WORD_UNITS.get(words(word)) ?? []), unit]);
}

/**
 * Each language's units with its own duration words: `16 años se mudó` is an age, though Hindi `se`
 * (since) after its own unit makes a duration (`15 saal se`).
 */
const DURATIONS = languages
  .filter((l) => l.ageUnits?.length)
  .map((l) => ({
    unit: policyRegExp(`^(?:${(l.ageUnits ?? []).map((u) => `(?:${foldData(u)})`).join('|')})$`),
    before: phrases(l.durationBefore ?? []),
    after: phrases(l.durationAfter ?? []),
  }));
/** Words before a number that leave it an age: `solo 15 años`. */
const ONLY = phrases(['solo', 'apenas', 'nur', 'erst', 'seulement', 'juste', 'appena', 'net', 'tylko', 'dopiero']);
/** Phrases of time before a bare number that make it an age: `a los 14`, `mit 14`, `at 15` (ownPast and herPast). */
const PAST = new Set(
  [...phrases(languages.flatMap((l) => [...(l.ownPast ?? []), ...(l.herPast ?? [])]))].filter((p) => p.length > 1),
);
/** One-letter words of time that are no article (`в 15`, `v 15`, `у 14`): too common to make a bare number an age alone. */
const LETTER_PAST = new Set(
  [...phrases(languages.flatMap((l) => [...(l.ownPast ?? []), ...(l.herPast ?? [])]))].filter(
    (p) => p.length === 1 && !phrases(ARTICLES).has(p),
  ),
);
/** `now 31`, `ahora tiene 31`, `hoy, con 33`: her age now. */
const NOW_WORDS = phrases(NOW.whole);
/** A bare number followed by one of these is a count, a time or a date, not an age. */
const COUNT = phrases(COUNT_WORDS);
/** The endings of ordinal numbers written with digits: `16e`, `16de`, `16th`, `16ème` (folded). */
const ORDINAL = /^(?:e|de|ste|th|st|nd|rd|er|eme)$/;

function isDuration(text: string, tokens: readonly Token[], first: number, after: number, unit: string): boolean {
  const own = DURATIONS.filter((l) => l.unit.test(unit));
  const durationBefore = (phrase: string) => own.some((l) => l.before.has(phrase));
  const durationAfter = (phrase: string) => own.some((l) => l.after.has(phrase));
  let before = first;
  if (before > 0 && ONLY.has(tokens[before - 1].word)) before--;
  for (let n = 1; n <= MAX_WORDS; n++) {
    const phrase = joined(text, tokens, before - n, n);
    if (
      phrase !== null &&
      before - n >= 0 &&
      !barrierBetween(text, tokens[before - 1], tokens[before]) &&
      durationBefore(phrase)
    )
      return true;
    const next = joined(text, tokens, after, n);
    if (next !== null && after > 0 && !barrierBetween(text, tokens[after - 1], tokens[after]) && durationAfter(next))
      return true;
  }
  return false;
}

/** Whether a phrase of the set ends right before token i (no clause ending between). */
function after(text: string, tokens: readonly Token[], i: number, set: Set<string>, reach = 1): boolean {
  for (let end = i - 1; end >= i - reach && end >= 0; end--) {
    if (barrierBetween(text, tokens[end], tokens[end + 1]) && end < i - 1) return false;
    for (let n = 1; n <= MAX_WORDS; n++) {
      const phrase = joined(text, tokens, end - n + 1, n);
      if (phrase !== null && set.has(phrase)) return true;
    }
  }
  return false;
}

/** Whether a word of count, time or date stands at token `next`, right after a number (`14 часов`). */
function countedAfter(text: string, tokens: readonly Token[], next: number): boolean {
  const word = tokens[next];
  return word !== undefined && !barrierBetween(text, tokens[next - 1], word) && COUNT.has(word.word);
}

/**
 * A number with no unit is an age when a phrase of time stands right before it (`a los 14`, `mit 14`:
 * from 13 on, `at 10` is a time) or when it says her age now (`ahora tiene 31`, `now 31`).
 */
function bareAge(
  text: string,
  tokens: readonly Token[],
  i: number,
  number: { value: number; length: number },
): { value: number; at: number; end: number } | null {
  if (countedAfter(text, tokens, i + number.length)) return null;
  const age = { value: number.value, at: tokens[i].start, end: tokens[i + number.length - 1].end };
  if (number.value >= 13 && number.value <= 120 && after(text, tokens, i, PAST)) return age;
  if (number.value >= 18 && number.value <= 120 && after(text, tokens, i, NOW_WORDS, 3)) return age;
  return null;
}

type Age = { value: number; at: number; end: number; then?: true };
/** A number of the text: where it stands, the letters glued to it (`14e`), and whether it was read as an age. */
type Numeral = { i: number; value: number; glued: string; age: boolean };

/** The word right before token i, when no clause ends between them. */
function wordBefore(text: string, tokens: readonly Token[], i: number): string | null {
  return i > 0 && !barrierBetween(text, tokens[i - 1], tokens[i]) ? tokens[i - 1].word : null;
}

/** What ends a sentence or a clause, but for a comma (`а теперь, в 33`). */
const CLAUSE_END = policyRegExp('[.;:!?()\\[\\]\\n"؛؟。！？]');

/** A word of now among the three words before token i, in the same clause but for commas. */
function nowBefore(text: string, tokens: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 3; k--) {
    if (CLAUSE_END.test(text.slice(tokens[k].end, tokens[k + 1].start))) return false;
    if (NOW_WORDS.has(tokens[k].word)) return true;
  }
  return false;
}

/**
 * Then and now (`в 14 она начала рисовать, а теперь, в 33, продаёт картины`, `op haar 14e ... nu op haar
 * 33e`, `v 15 se přestěhovala; teď je jí 31`): once a text says her adult age now, a number of a minor before
 * it that was read as no age is one too, when the same word (and the same glued letters) stands before both
 * numbers, or a word of time before the first (a one-letter one too: `в`, `v`, `у`). One pass over the numbers.
 */
function thenNow(text: string, tokens: readonly Token[], numbers: readonly Numeral[]): Age[] {
  const now = numbers.find((n) => n.value >= 18 && n.value <= 120 && nowBefore(text, tokens, n.i));
  if (!now) return [];
  const nowWord = wordBefore(text, tokens, now.i);
  const ages: Age[] = [];
  const ageAt = (n: Numeral) => ({ value: n.value, at: tokens[n.i].start, end: tokens[n.i].end });
  for (const n of numbers) {
    if (n.i >= now.i) break;
    if (n.age || n.value < 13 || n.value > 17 || countedAfter(text, tokens, n.i + 1)) continue;
    const before = wordBefore(text, tokens, n.i) ?? '';
    const timeWord =
      (LETTER_PAST.has(before) && n.glued === '') ||
      after(text, tokens, n.i, PAST) ||
      thenAfterAt(text, tokens[n.i].end);
    if ((before === nowWord && n.glued === now.glued) || timeWord) ages.push({ ...ageAt(n), then: true });
  }
  // her age now is one too (`а теперь, в 33`), so that a past told beside it stays in the past where it may
  return ages.length > 0 && !now.age ? [...ages, ageAt(now)] : ages;
}

/** Every age stated with a unit: its value and where its number stands. */
export function unitAges(text: string, tokens: readonly Token[] = tokenize(text)): Age[] {
  const found: Age[] = [];
  const numbers: Numeral[] = [];
  for (const [i, number] of numbersIn(text, tokens)) {
    if (afterTens(text, tokens, i)) continue;
    let unitEnd = -1;
    if (number.glued !== undefined) {
      // digits glued to letters are an age only with a unit (`15anyos`), or as an ordinal after a phrase of
      // time (`op haar 16e`, at her 16th), never a word in leetspeak (`0tuz`)
      const ordinal = ORDINAL.test(number.glued) && number.value >= 13 && after(text, tokens, i, PAST);
      const age = ordinal || (UNIT.test(number.glued) && !isDuration(text, tokens, i, i + 1, number.glued));
      if (age) found.push({ value: number.value, at: tokens[i].start, end: tokens[i].end });
      numbers.push({ i, value: number.value, glued: number.glued, age });
      continue;
    }
    let unitWords = '';
    for (let n = MAX_WORDS; n >= 1 && unitEnd < 0; n--) {
      const unit = joined(text, tokens, i + number.length, n);
      if (
        unit !== null &&
        !barrierBetween(text, tokens[i + number.length - 1], tokens[i + number.length]) &&
        (number.word === undefined ? UNIT.test(unit) : (WORD_UNITS.get(number.word) ?? []).some((u) => u.test(unit)))
      ) {
        unitEnd = i + number.length + n;
        unitWords = unit;
      }
    }
    if (unitEnd < 0) {
      const bare = bareAge(text, tokens, i, number);
      if (bare) found.push(bare);
      if (number.length === 1) numbers.push({ i, value: number.value, glued: '', age: bare !== null });
      continue;
    }
    if (isDuration(text, tokens, i, unitEnd, unitWords)) continue;
    found.push({ value: number.value, at: tokens[i].start, end: tokens[unitEnd - 1].end });
  }
  return numbers.length > 1 ? [...found, ...thenNow(text, tokens, numbers)] : found;
}
