import { foldData } from './normalize';
import { LANGUAGES } from './policy-data';
import { barrierBetween, type Token, tokenize } from './tokens';
import { WORD, WordTrie } from './word-trie';

/**
 * Numbers in text: digits (with a fraction, or with letters glued to them, `15anyos`) and the number words of
 * every listed language, also with a letter typed twice (`fjortton`), but for the tail of a larger number
 * (`twenty five`, `hai mươi lăm`). Read over tokens with a trie of first words, so most words are passed over at
 * once.
 */
const languages = Object.values(LANGUAGES);
/** A phrase as the engine reads it: folded, its words joined by single spaces. */
export const words = (p: string) =>
  tokenize(foldData(p.toLowerCase()))
    .map((t) => t.word)
    .join(' ');
export const phrases = (list: string[]) => new Set(list.map(words).filter(Boolean));

export const NUMBER_WORDS = new Map<string, number>();
for (const lang of languages)
  for (const [word, value] of Object.entries(lang.numbers ?? {})) NUMBER_WORDS.set(words(word), value);

/** The first word of every number word or phrase: most tokens are not one, and are passed over at once (read letter by letter, not hashed). */
const FIRST_WORDS = new WordTrie([...NUMBER_WORDS.keys()].map((w): [string, number] => [w.split(' ')[0], WORD]));
/** A letter typed twice is a spelling trick (`fjortton`): number words of five letters or more, each run typed once. */
const once = (word: string) => word.replace(/(\p{L})\1+/gu, '$1');
const TYPED_ONCE = new Map(
  [...NUMBER_WORDS.keys()].filter((w) => !w.includes(' ') && once(w).length >= 5).map((w) => [once(w), w]),
);
const DOUBLED = /(\p{L})\1/u;
/** The first letters of those words: most words start with none of them and are not read for repeats. */
const TYPED_FIRST = new Set([...TYPED_ONCE.keys()].map((w) => w.charCodeAt(0)));
const typedTwice = (word: string): string | undefined =>
  word.length >= 6 && word.length <= 16 && TYPED_FIRST.has(word.charCodeAt(0)) && DOUBLED.test(word)
    ? TYPED_ONCE.get(once(word))
    : undefined;

/** Tens: `vingt-cinq ans`, `dua puluh lima tahun` are not five. */
const TENS = phrases(
  [
    'twenty thirty forty fifty sixty seventy eighty ninety hundred thousand',
    'vingt trente quarante cinquante soixante cent veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa cien ciento',
    'vinte trinta quarenta cinquenta sessenta venti trenta quaranta cinquanta sessanta',
    'zwanzig dreissig vierzig funfzig twintig dertig veertig',
    'dwadziescia trzydziesci czterdziesci двадцать тридцать сорок пятьдесят двадцять тридцять',
    'yirmi otuz kirk elli dvacet tricet ctyricet tjugo trettio fyrtio douazeci treizeci patruzeci',
    'εικοσι τριαντα σαραντα puluh muoi بیست سی چهل پنجاه شصت',
    'dalawampu tatlumpu apatnapu limampu animnapu pitumpu walumpu siyamnapu',
  ]
    .join(' ')
    .split(' '),
);
/** `and` inside a number: `vinte e cinco`, `dalawampu't lima`. */
const AND = phrases(['e', 'y', 'i', 'und', 'и', 'і', 've', 'dan', 'at', 't', 'si', 'och', 'en', 'και', 'a', 'و']);
const DIGITS = /^\d{1,3}$/;
const GLUED = /^(\d{1,3})(\D.*)$/;
/** The most words a number word or a unit takes. */
export const MAX_WORDS = 3;
/** Tokens [from, from + n) joined with spaces, if no clause ends between them. */
export function joined(text: string, tokens: readonly Token[], from: number, n: number): string | null {
  if (from < 0 || from + n > tokens.length) return null;
  for (let i = from; i + 1 < from + n; i++) if (barrierBetween(text, tokens[i], tokens[i + 1])) return null;
  return tokens
    .slice(from, from + n)
    .map((t) => t.word)
    .join(' ');
}

/** The number at token i: its value and how many tokens it takes, with a unit glued to it (`15anyos`). */
export function numberAt(
  text: string,
  tokens: readonly Token[],
  i: number,
): { value: number; length: number; glued?: string; word?: string } | null {
  // a word that starts with a letter is a number only as a number word: most tokens, passed over at once
  const first = text.charCodeAt(tokens[i].start);
  if ((first < 0x30 || first > 0x39) && !FIRST_WORDS.has(tokens[i].word)) {
    const word = typedTwice(tokens[i].word);
    return word === undefined ? null : { value: NUMBER_WORDS.get(word) ?? 0, length: 1, word };
  }
  const raw = text.slice(tokens[i].start, tokens[i].end);
  if (DIGITS.test(raw)) {
    // `15,5 años`: the fraction belongs to the number
    const next = tokens[i + 1];
    const fraction =
      next !== undefined &&
      /^[.,]$/.test(text.slice(tokens[i].end, next.start)) &&
      DIGITS.test(text.slice(next.start, next.end));
    return { value: Number(raw), length: fraction ? 2 : 1 };
  }
  const glued = GLUED.exec(raw);
  if (glued) return { value: Number(glued[1]), length: 1, glued: glued[2] };
  if (!FIRST_WORDS.has(tokens[i].word)) return null;
  for (let n = MAX_WORDS; n >= 1; n--) {
    const phrase = joined(text, tokens, i, n);
    const value = phrase === null ? undefined : NUMBER_WORDS.get(phrase);
    if (value !== undefined && phrase !== null) return { value, length: n, word: phrase };
  }
  return null;
}

type NumberAt = NonNullable<ReturnType<typeof numberAt>>;
/** The last text's numbers: its unit ages and its copula ages read the same tokens. */
let lastNumbers: { text: string; tokens: readonly Token[]; found: [number, NumberAt][] } | null = null;

/** Every number of the text, by token, in order (most tokens are none). */
export function numbersIn(text: string, tokens: readonly Token[]): readonly [number, NumberAt][] {
  if (lastNumbers?.text === text && lastNumbers.tokens === tokens) return lastNumbers.found;
  const found: [number, NumberAt][] = [];
  for (let i = 0; i < tokens.length; i++) {
    const number = numberAt(text, tokens, i);
    if (number) found.push([i, number]);
  }
  lastNumbers = { text, tokens, found };
  return found;
}

/**
 * Vietnamese tens are a digit word and `mươi` (`hai mươi lăm`, 25), and `mươi` folds like `mười` (10):
 * a number word after one of these is the tail of tens, not `mười lăm` (15). Only before number words:
 * `hai` is also Italian (`hai 15 anni`). Not `năm` (5): `năm mười lăm tuổi` is "at fifteen" (a year).
 */
const TENS_MULTIPLIERS = phrases('hai ba bon sau bay tam chin'.split(' '));

/** The tail of a larger number: `twenty five`, `vinte e cinco`, `hai mươi lăm`, `v1nt3 3 c1nc0` (`3` for `e`). */
export function afterTens(text: string, tokens: readonly Token[], i: number): boolean {
  const previous = tokens[i - 1]?.word;
  // digits are never the tail of a number word: `năm 15 tuổi` (at 15), Bengali `তার ৮` (her 8; তার folds like তের, 13)
  if (previous === undefined || tokens[i].word === '') return false;
  if (TENS_MULTIPLIERS.has(previous) && tokens[i].word !== '' && !/^\d/.test(tokens[i].word)) return true;
  // `vingt cinq`, `dix sept`, `hai mươi lăm`: a number word after tens is part of a larger number; after ones it is
  // a number of its own (Bengali `তার সাত`, her seven: তার folds like তের, 13)
  if (TENS.has(previous) || (NUMBER_WORDS.get(previous) ?? 1) % 10 === 0) return true;
  const and = AND.has(previous) || text.slice(tokens[i - 1].start, tokens[i - 1].end) === '3';
  return and && TENS.has(tokens[i - 2]?.word ?? '');
}
