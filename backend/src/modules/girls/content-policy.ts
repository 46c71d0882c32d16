import { UnprocessableEntityException } from '@nestjs/common';
import { MESSAGES } from '../../contracts';

/**
 * The adults-only content policy (SAFETY.md section 1): refuses user text that points at a minor.
 *
 * The text is normalised once (accents, look-alike letters and invisible characters folded, case
 * dropped, runs of separators collapsed, words spelled out letter by letter joined), then matched
 * with whole-word patterns that tolerate leetspeak, repeated letters and separators inside a word.
 * Ages are read on the same text, where digits still are digits.
 */

/** Listed words and their simple inflections. A space stands for any one separator, or none. */
const WORDS = [
  'child', 'children', 'childs', 'child like', 'childish',
  'kid', 'kids', 'kiddo', 'kiddos', 'kiddie', 'kiddies', 'kiddy',
  'teen', 'teens', 'teenage', 'teenaged', 'teenager', 'teenagers',
  'pre teen', 'pre teens', 'tween', 'tweens', 'tweenager', 'tweenagers',
  'under age', 'under aged', 'minor', 'minors', 'juvenile', 'juveniles',
  'infant', 'infants', 'newborn', 'newborns', 'toddler', 'toddlers', 'baby face', 'baby faced',
  'pre pubescent', 'pubescent',
  'loli', 'lolis', 'lolicon', 'lolita', 'lolitas', 'shota', 'shotas', 'shotacon', 'jail bait',
  'school girl', 'school girls', 'school boy', 'school boys', 'school kid', 'school kids',
  'little girl', 'little girls', 'young girl', 'young girls', 'sweet sixteen',
  'elementary', 'kindergarten', 'kindergartner', 'kindergartners', 'pre school', 'pre schooler', 'pre schoolers',
  'grade school', 'grade schooler', 'grade schoolers', 'primary school',
  'middle school', 'middle schooler', 'middle schoolers', 'junior high', 'high school', 'high schooler', 'high schoolers',
];

/** Digits and symbols commonly written for letters. */
const LEET: Record<string, string> = { a: 'a4@', b: 'b8', e: 'e3', g: 'g9', i: 'i1!|', l: 'l1|', o: 'o0', s: 's5$', t: 't7+' };

/** Letters that NFKD does not fold: Cyrillic and Greek look-alikes, a few Latin letters, dashes and quotes. */
const LOOKALIKES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', һ: 'h', ɡ: 'g',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
  ı: 'i', ł: 'l', ø: 'o', đ: 'd', ð: 'd', ħ: 'h', ŧ: 't', ß: 'ss', æ: 'ae', œ: 'oe',
  '‐': '-', '‑': '-', '‒': '-', '–': '-', '—': '-', '―': '-', '−': '-', '‘': "'", '’': "'",
};

/** Characters that may sit inside a word (`t.e.e.n`, `pre-teen`, `t_e_e_n`); whitespace also separates words. */
const SEP = "[._*~'/^·•-]";
const GAP = "[\\s._*~'/^·•-]";
const SEPARATOR_RUN = new RegExp(`${GAP}+`, 'gu');

/** Three or more single characters in a row, each apart: `t e e n`, `t.e.e.n`. */
const CHAR = '[\\p{L}\\p{N}@$]';
const SPELLED = new RegExp(`(?<!${CHAR})${CHAR}(?:${GAP}${CHAR}){2,}(?!${CHAR})`, 'gu');

const letterClass = (c: string) => `[${LEET[c] ?? c}]`;

/** How many extra times a letter may repeat (`teeeeen`); bounded so that overlapping leet classes (1 is i or l) stay fast. */
const MAX_EXTRA_REPEATS = 24;

/** One word: every run of a letter may repeat (never shrink), leet forms count, one separator may sit between letters. */
function wordPattern(word: string): string {
  const letters = (run: string) => {
    const c = letterClass(run[0]);
    return `${c}(?:${SEP}?${c}){${run.length - 1},${run.length - 1 + MAX_EXTRA_REPEATS}}`;
  };
  const part = (p: string) => (p.match(/(.)\1*/g) ?? []).map(letters).join(`${SEP}?`);
  return word.split(' ').map(part).join(`${GAP}?`);
}

const ANY_WORD = WORDS.map(wordPattern).join('|');
const WHOLE_WORD = new RegExp(`(?<!\\p{L})(?:${ANY_WORD})(?!\\p{L})`, 'u');
const INSIDE = new RegExp(ANY_WORD, 'u');

const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen'];
const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth'];
const TENS = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand';

/** A number, captured: digits, or a number word (`sixteen`, `sixteenyo`) that is not the tail of "twenty-one". */
const NUM = `((?<![\\d.,])\\d+|(?<![a-z])(?<!(?:${TENS})[\\s-]?)(?:${NUMBER_WORDS.join('|')})(?![a-xz]))`;
/** The same without capturing: for phrasings that always point at a minor, whatever the number. */
const ANY_NUM = NUM.replace('(', '(?:');

/** Age phrasings. A captured number below 18 violates; a phrasing without a capture always violates. */
const AGE_PATTERNS = [
  `${NUM}[\\s_-]*(?:years?|yrs?|y)[\\s._/-]*(?:old|o)(?![a-z])`, // 16 years old, 16-year-old, 14 yr old, 15yo, 15 y.o., 17 y/o
  `${NUM}[\\s_-]*(?:years?|yrs?)[\\s_-]*(?:young|of age)(?![a-z])`, // 16 years young, 16 years of age
  `${NUM}[\\s_-]*yrs?(?![a-z])(?!\\s*ago)`, // 17yrs
  `(?<![a-z])age[ds]?(?![a-z])[\\s:=-]*(?:(?:of|is|was)\\s)?${NUM}`, // age 14, aged 14, age: 14, at the age of 14
  `(?:${NUM}(?:st|nd|rd|th)?|(?<![a-z])(${ORDINAL_WORDS.join('|')}))[\\s-]*birthday`, // her 16th birthday
  `(?<![a-z])(?:she|he|i|girl|who)(?:'s|'m|,|\\s(?:is|was|am|looks|turned|turns|just turned))\\s${NUM}(?=\\s*(?:$|[,.;:!?)]|and\\s|but\\s|now\\s))`, // she is 16., girl, 16
  `${ANY_NUM}[\\s-]*(?:months?|weeks?|days?)[\\s-]*old(?![a-z])`, // 6 months old
  `(?<![a-z])(?:girl|boy|child|kid|lass|daughter|woman|lady|person|someone)s?\\s+(?:of|aged?)\\s+${NUM}(?![\\d.,])(?!\\s*(?:%|percent|\\$|dollars?|euros?|pounds?|photos?|pictures?|images?|pics?))`, // a girl of 15
  `(?:${NUM}(?:st|nd|rd|th)?|(?<![a-z])(${ORDINAL_WORDS.join('|')}))[\\s-]*grade(?:rs?)?(?![a-z])`, // 9th grade, a ninth grader
  `(?<![a-z])grade[\\s-]*${NUM}(?![\\d.,])(?=\\s*(?:$|[,.;:!?)]|student|pupil|class|and\\s|girls?(?![a-z])))`, // in grade 9, a grade 8 student
  `(?<![a-z])(?:under|below|younger than|not yet|almost|nearly)[\\s-]+(?:the age of\\s|age\\s)?(?:18|eighteen)(?![\\d.])(?!\\s*(?:%|\\$|percent|min|sec|hour|hr|inch|cm|kg|lb|pound|dollar|euro))`, // under 18
].map((source) => new RegExp(source, 'gu'));

function numberValue(token: string): number {
  const word = Math.max(NUMBER_WORDS.indexOf(token), ORDINAL_WORDS.indexOf(token));
  return word >= 0 ? word + 1 : Number(token);
}

/** Accents, look-alikes, invisible characters and case folded; each run of separators kept as one character. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}]/gu, '')
    .toLowerCase()
    .replace(/[^\p{ASCII}]/gu, (ch) => LOOKALIKES[ch] ?? ch)
    .replace(SEPARATOR_RUN, (run) => (/\s/u.test(run) ? ' ' : run[0]));
}

function statesMinorAge(text: string): boolean {
  return AGE_PATTERNS.some((pattern) =>
    [...text.matchAll(pattern)].some((m) => {
      const number = m.slice(1).find((g) => g !== undefined);
      return number === undefined || numberValue(number) < 18;
    }),
  );
}

/** True when the text points at a minor (SAFETY.md section 1). */
export function violatesAdultPolicy(text: string): boolean {
  const folded = fold(text);
  const spelled = folded.match(SPELLED) ?? [];
  const joined = folded.replace(SPELLED, (run) => run.replace(SEPARATOR_RUN, ''));
  return (
    WHOLE_WORD.test(joined) ||
    spelled.some((run) => INSIDE.test(run.replace(SEPARATOR_RUN, ''))) ||
    statesMinorAge(folded) ||
    statesMinorAge(joined)
  );
}

/** Refuses (422, MESSAGES.adultsOnly) when any given text points at a minor; null and undefined are skipped. */
export function assertAdultContent(...texts: (string | null | undefined)[]): void {
  if (texts.some((text) => typeof text === 'string' && violatesAdultPolicy(text))) {
    throw new UnprocessableEntityException(MESSAGES.adultsOnly);
  }
}
