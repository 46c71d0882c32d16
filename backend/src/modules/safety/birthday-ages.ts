import { NUMBER_WORDS, words } from './numbers';
import {
  BIRTHDAY_PHRASES,
  GLUED_AFTER_BIRTHDAY,
  LINKS_AFTER,
  LINKS_BEFORE,
  ORDINAL_PREFIXES,
  ORDINAL_SUFFIXES,
  ORDINAL_WORDS,
  STEM_CHANGES,
  STEM_ENDINGS,
} from './policy-data/birthdays';
import { barrierBetween, type Token } from './tokens';

/**
 * A birthday told by its ordinal is her age: `ika-14 na kaarawan`, `ulang tahunnya yang ke-14`, `14번째 생일`,
 * `יום ההולדת ה-14`, `عيد ميلادها الرابع عشر`, `चौदहवाँ जन्मदिन`, `achtste verjaardag`, `on dördüncü doğum günü`.
 * Read over tokens: a birthday's words (a possessive glued to the last one), and next to them in the same clause,
 * a number made an ordinal by a suffix, a prefix or a word before it (`lần thứ`, `yang ke`). A plain number is
 * none: `my three birthday wishes`, `birthday 14 May`.
 */
const list = (items: readonly string[]) => [...new Set(items.map(words).filter(Boolean))];
const PHRASES = list(BIRTHDAY_PHRASES).map((p) => p.split(' '));
const FIRST = new Set(PHRASES.map((p) => p[0]));
/** The first letters of those words: most words start with none of them and are passed over at once. */
const FIRST_LETTER = new Uint8Array(0x10000);
for (const [word] of PHRASES) FIRST_LETTER[word.charCodeAt(0)] = 1;
const SUFFIXES = list(ORDINAL_SUFFIXES).sort((a, b) => b.length - a.length);
const PREFIXES = list(ORDINAL_PREFIXES).sort((a, b) => b.length - a.length);
/** The same written as a word of its own before the number: `ika-14`, `ke-14`, `ה-14`. */
const PREFIX_WORDS = new Set(PREFIXES);
const ENDINGS = STEM_ENDINGS.map((e) => (e ? words(e) : ''));
const CHANGES = STEM_CHANGES.map(([from, to]) => [words(from), words(to)] as const);
const BEFORE = new Set(list(LINKS_BEFORE));
const AFTER = new Set(list(LINKS_AFTER));
const ORDINALS = new Map(Object.entries(ORDINAL_WORDS).map(([w, n]) => [words(w), n]));
const MAX_NUMBER_WORDS = 3;
const DIGITS = /^(\d{1,2})(\D*)$/;

/** The length in tokens of a birthday's words starting at token i, or 0. */
function birthdayAt(text: string, tokens: readonly Token[], i: number): number {
  const { word } = tokens[i];
  if (FIRST_LETTER[word.charCodeAt(0)] !== 1 || (!FIRST.has(word) && !startsAPhrase(word))) return 0;
  for (const phrase of PHRASES) {
    if (i + phrase.length > tokens.length) continue;
    let k = 0;
    for (; k < phrase.length; k++) {
      const word = tokens[i + k].word;
      const last = k === phrase.length - 1;
      const fits = last
        ? word.startsWith(phrase[k]) && word.length - phrase[k].length <= GLUED_AFTER_BIRTHDAY
        : word === phrase[k];
      if (!fits || (k > 0 && barrierBetween(text, tokens[i + k - 1], tokens[i + k]))) break;
    }
    if (k === phrase.length) return phrase.length;
  }
  return 0;
}
/** One-word birthdays by their first two letters: most words start like none of them and are passed over at once. */
const ONE_WORD = new Map<string, string[]>();
for (const [word] of PHRASES.filter((p) => p.length === 1))
  ONE_WORD.set(word.slice(0, 2), [...(ONE_WORD.get(word.slice(0, 2)) ?? []), word]);
/** A one-word birthday with a possessive glued to it (`ميلادها`; `tahunnya` is the second word of its phrase). */
const startsAPhrase = (word: string) => ONE_WORD.get(word.slice(0, 2))?.some((p) => word.startsWith(p)) ?? false;

/** The value of a number word or of digits, or NaN. */
function cardinal(phrase: string): number {
  const digits = DIGITS.exec(phrase);
  if (digits && digits[2] === '') return Number(digits[1]);
  return NUMBER_WORDS.get(phrase) ?? ORDINALS.get(phrase) ?? Number.NaN;
}

/** The value of the words as an ordinal (a suffix on the last, a prefix on the first, or an ordinal word), or NaN. */
function ordinal(parts: string[], marked: boolean): number {
  const whole = parts.join(' ');
  const listed = ORDINALS.get(whole);
  if (listed !== undefined) return listed;
  const prefix = PREFIXES.find((p) => parts[0].length > p.length && parts[0].startsWith(p));
  if (prefix) return ordinal([parts[0].slice(prefix.length), ...parts.slice(1)], true);
  if (marked && !Number.isNaN(cardinal(whole))) return cardinal(whole);
  const last = parts[parts.length - 1];
  const head = parts.slice(0, -1);
  for (const suffix of SUFFIXES) {
    if (!last.endsWith(suffix) || last.length === suffix.length) continue;
    const stem = last.slice(0, -suffix.length);
    const stems = [
      stem,
      ...CHANGES.filter(([from]) => stem.endsWith(from)).map(([f, t]) => stem.slice(0, -f.length) + t),
    ];
    for (const s of stems)
      for (const ending of ENDINGS) {
        if (s + ending === last) continue;
        const value = cardinal([...head, s + ending].join(' '));
        if (!Number.isNaN(value)) return value;
      }
  }
  return Number.NaN;
}

/** The words of tokens [from, to) as the engine reads them, digits as typed; null across a clause's end. */
function partsOf(text: string, tokens: readonly Token[], from: number, to: number): string[] | null {
  const parts: string[] = [];
  for (let k = from; k < to; k++) {
    if (k > from && barrierBetween(text, tokens[k - 1], tokens[k])) return null;
    const raw = text.slice(tokens[k].start, tokens[k].end);
    parts.push(/\d/.test(raw) ? raw : tokens[k].word);
  }
  return parts;
}

export interface BirthdayAge {
  value: number;
  at: number;
  end: number;
}

export function birthdayAges(text: string, tokens: readonly Token[]): BirthdayAge[] {
  const found: BirthdayAge[] = [];
  const take = (from: number, to: number, marked: boolean) => {
    const parts = partsOf(text, tokens, from, to);
    const value = parts ? ordinal(parts, marked) : Number.NaN;
    if (value >= 1 && value < 18) found.push({ value, at: tokens[from].start, end: tokens[to - 1].end });
    return value >= 1;
  };
  for (let i = 0; i < tokens.length; i++) {
    const length = birthdayAt(text, tokens, i);
    if (length === 0) continue;
    // before it: `14번째 생일`, `ika-14 na kaarawan` (the word before the number marks it)
    let end = i;
    if (end > 0 && BEFORE.has(tokens[end - 1].word)) end--;
    const linked = end > 0 && !barrierBetween(text, tokens[end - 1], tokens[i]);
    for (let n = Math.min(MAX_NUMBER_WORDS, end); linked && n >= 1; n--)
      if (take(end - n, end, end - n > 0 && PREFIX_WORDS.has(tokens[end - n - 1].word))) break;
    // after it: `yang ke-14`, `lần thứ 14`, `الرابع عشر`
    let from = i + length;
    let marked = false;
    while (from < tokens.length && from < i + length + 2 && AFTER.has(tokens[from].word)) {
      marked ||= tokens[from].word !== 'yang';
      from++;
    }
    for (let n = MAX_NUMBER_WORDS; n >= 1; n--) if (from + n <= tokens.length && take(from, from + n, marked)) break;
    i += length - 1;
  }
  return found;
}
