import { UnprocessableEntityException } from '@nestjs/common';

import { MESSAGES } from '../../contracts';
import { readLeetNumbers, statedAges } from './ages';
import { withoutGaps } from './gaps';
import { blankGlued } from './glued-workplaces';
import { LiteralGate, requiredLiterals } from './literal-gate';
import { fold, foldData, leetReadings } from './normalize';
import { policyRegExp, WordStartUnion } from './patterns';
import { ADULT_PHRASES, CUE_THRESHOLD, CUES, LANGUAGES } from './policy-data';
import { CHILDHOOD_PATTERNS } from './policy-data/childhood';
import { TURNING_PATTERNS } from './policy-data/turning';
import { YOUTH_PATTERNS } from './policy-data/youth';
import { pupilAtHome } from './pupil-at-home';
import { Reading } from './reading';
import { type Found, type ScopeMode } from './scope';
import { glue, joinSpelled, spelledOut } from './spelled';
import { minorSubstring } from './substrings';
import { thingsAge } from './thing-ages';
import { barrierBetween, type Token } from './tokens';
import { thaiTypedOnce, typedOnce } from './typed-twice';
import { PHRASES, SMALL_WORDS, WORDS } from './word-lists';

/**
 * The adults-only content policy (SAFETY.md section 1): refuses text that makes the character, or
 * anyone a picture or scene shows, a minor now.
 *
 * Text is folded once (normalize.ts), then read by families, all compiled once from policy-data/:
 * stated ages (ages.ts), listed words per language (whole words, leetspeak, repeats, one-letter
 * misspellings), substrings for scripts without spaces, school levels and stages (patterns), and, in
 * picture prompts, cues that only together describe a child. Every mode reads the same families; scope and
 * time (scope.ts) let through an adult's work, relation or past, and in chat, character texts and replies the
 * words people use to address each other (`hey kiddo`). Each family is linear in the text (test/policy-redos).
 */
export type PolicyMode = ScopeMode;

const languages = Object.values(LANGUAGES);

const PATTERNS = new WordStartUnion([...languages.flatMap((l) => l.patterns ?? []), ...TURNING_PATTERNS].map(foldData));
/** Read whole, on the text before the words that scope lets through are blanked: they name them (youth.ts). */
const WHOLE_PATTERNS = new WordStartUnion([...YOUTH_PATTERNS, ...CHILDHOOD_PATTERNS].map(foldData));
/** Scripts that glue words or particles to a word have no boundary to read a phrase between (`保育士…子ども好き`). */
const GLUED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Hangul}]/u;
/** A letter of a script written with spaces: a phrase in one is whole beside CJK or Thai (`像Teen Vogue封面`). */
const SPACED_LETTER =
  '(?:(?![\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}\\p{Script=Hangul}])\\p{L})';
const ADULT_PHRASE = new WordStartUnion(
  ADULT_PHRASES.map((p) =>
    GLUED_SCRIPT.test(p) ? `(?:${foldData(p)})` : `(?<!${SPACED_LETTER})(?:${foldData(p)})(?!${SPACED_LETTER})`,
  ),
);
const CUE_LIST = Object.entries(CUES).map(([source, weight]) => ({
  re: policyRegExp(`(?<![\\p{L}])(?:${foldData(source)})(?![\\p{L}])`),
  weight,
}));
const CUE_GATE = new LiteralGate(CUE_LIST.map(({ re }) => requiredLiterals(re.source, re.flags)));
const LOOSE_INDIC_SIGN = policyRegExp('(?:^|\\s)(?=[\\u0900-\\u0dff])\\p{M}');

/** Asking her to be or play someone: what follows is read with the word list. */
const ROLEPLAY = policyRegExp(
  "(?<![a-z])(?:pretend(?:ing)?|act(?:ing)?|play(?:ing)?|roleplay(?:ing)?|role play(?:ing)?|rp|imagine|be|become|you(?:'re| are| r)|ur|youre|as if you were|you were|dress(?:ed)? (?:up )?as)" +
    "((?:\\s+(?:to be|like|as|you(?:'re| are)|that you(?:'re| are)|a|an|the|my|your|our|little|young|tiny|small|cute|sweet|innocent|still|only|just|really|in|at|from|going to|go to|attending)){0,6})\\s+([\\p{L}\\p{N}@$!|'.-]{1,40}(?:\\s+[\\p{L}\\p{N}@$!|'.-]{1,40})?)",
  'gu',
);

/** A reply describing herself as a minor now: `I'm only a teen`, `I am still in middle school`. */
const SELF = policyRegExp(
  "(?<![a-z])(?:i'?m|ima|i am|im|being a|me,? a)((?:\\s+(?:only|just|still|a|an|actually|really|basically|little|young|tiny|in|at|from|going to|a student in|a student at)){0,6})\\s+([\\p{L}\\p{N}@$!|'.-]{1,40}(?:\\s+[\\p{L}\\p{N}@$!|'.-]{1,40})?)",
  'gu',
);

/**
 * The first listed word the reading holds (in tokens [from, to)) that no scope or time lets through, or
 * null; excused spans are collected. A role she is asked to play is never a way of addressing someone.
 */
function minorWord(reading: Reading, excused: Found[] = [], from = 0, to = Infinity, role = false): Found | null {
  const { tokens } = reading.scope;
  // a plain word for a girl (`девочка`) with an adult age right beside it is that adult (`девочка (32л)`)
  const adultBeside = ({ first, last }: Found) =>
    first === last && reading.scope.chatSafe(first) && reading.adultAgeBeside(first);
  const check = (found: Found): boolean => {
    if (
      reading.scope.excused(found, role ? 'role' : 'word') ||
      reading.pastPasses(found.first) ||
      adultBeside(found) ||
      (!role && (reading.othersBesideAdult(found) || reading.workplace(found)))
    ) {
      // a way of addressing someone stays for the patterns that read it whole (`budak Tingkatan 2`)
      if (role || !reading.scope.addressed(found)) excused.push(found);
      return false;
    }
    return true;
  };
  for (let i = from; i < Math.min(to, tokens.length); i++) {
    // a word inside a phrase let through is read with it (`גננת בגן ילדים`: not `ילדים` again)
    const through = excused.at(-1);
    if (through && through.first < i && i <= through.last) continue;
    const token = tokens[i];
    const single = listedReading(token);
    if (single && check({ first: i, last: i })) return { first: i, last: i };
    // a word that is listed alone is read alone: joined with the next (`ilkokul müdürü`) it would hide the role
    // after it; but a word that passes only as a way of addressing someone is read on, to a phrase listed whole
    // (`budak sekolah`, `ילדה קטנה`; not `девочка из`, which its stem `девочк*` would take)
    const readOn = single && reading.scope.chatSafe(i);
    const near = single ? null : nearPhrase(reading, i);
    if (near && check(near)) return near;
    if ((single && !readOn) || i + 1 >= tokens.length || !WORDS.begins(token.word)) continue;
    const listed = (phrase: string, fuzzy: boolean) => (readOn ? WORDS.listedWhole(phrase) : WORDS.has(phrase, fuzzy));
    const next = tokens[i + 1].word;
    const two = token.word + next;
    // two small words are words (`di te`, of you, is not Czech `dítě` split)
    if (SMALL_WORDS.has(token.word) && SMALL_WORDS.has(next)) continue;
    const fuzzy = token.word.length >= 3 && next.length >= 3;
    if (listed(two, fuzzy) && check({ first: i, last: i + 1 })) return { first: i, last: i + 1 };
    if (i + 2 >= tokens.length || !WORDS.begins(two)) continue;
    const three = two + tokens[i + 2].word;
    if (listed(three, fuzzy && tokens[i + 2].word.length >= 3) && check({ first: i, last: i + 2 }))
      return { first: i, last: i + 2 };
  }
  return null;
}

/** Whether the token's word or one of its other readings is a listed word (once a word of every text). */
function listedReading({ word, readings }: Token): boolean {
  if (WORDS.has(word, true)) return true;
  for (let k = 0; k < readings.length; k++) if (readings[k] !== word && WORDS.has(readings[k], true)) return true;
  return false;
}

/** A listed phrase of two or three words starting at token i with one word misspelled: `menor e edad`. */
function nearPhrase({ scope, text }: Reading, i: number): Found | null {
  const { tokens } = scope;
  if (!PHRASES.holds(tokens[i].word) && !PHRASES.holds(tokens[i + 1]?.word ?? '')) return null;
  for (let n = 3; n >= 2; n--) {
    if (i + n > tokens.length || barrierBetween(text, tokens[i], tokens[i + n - 1])) continue;
    if (PHRASES.near(tokens.slice(i, i + n).map((t) => t.word))) return { first: i, last: i + n - 1 };
  }
  return null;
}

/** The text with the words that scope or time let through blanked, for the patterns that read around them. */
function blank(text: string, reading: Reading, excused: Found[]): string {
  if (!excused.length) return text;
  const { tokens } = reading.scope;
  let out = '';
  let from = 0;
  for (const { first, last } of [...excused].sort((a, b) => a.first - b.first)) {
    const start = tokens[first].start;
    if (start < from) continue;
    out += text.slice(from, start) + ' '.repeat(tokens[last].end - start);
    from = tokens[last].end;
  }
  return out + text.slice(from);
}

const DIGIT = /\d/;

/**
 * A school level, grade, stage or role found by pattern, unless scope or time lets it through like a
 * word: `a 6th grade teacher`, `maestra de sexto de primaria` (not `teaching a class of 3rd graders`),
 * `when I was in 6th grade` in chat.
 */
function minorPattern(open: string, reading: Reading, patterns = PATTERNS): boolean {
  const { scope } = reading;
  for (const m of patterns.matches(open)) {
    const first = scope.tokenAt(m.index);
    const last = Math.max(first, scope.tokenAt(m.index + m[0].length - 1));
    if (first >= scope.tokens.length) return true;
    // a number an animal or a thing has (`meine Katze ist 16`)
    if (DIGIT.test(m[0]) && thingsAge(open, scope, m.index, m.index + m[0].length)) continue;
    // like a word: an adult's work or relation (`a 6th grade teacher`), or a past (`umur 12 aku pindah`)
    const found = { first, last };
    if (
      !scope.excused(found, 'pattern') &&
      !reading.pastPasses(first, m.index + m[0].length) &&
      !reading.workplace(found)
    )
      return true;
  }
  return false;
}

function cueScore(text: string): number {
  const open = CUE_GATE.open(text);
  return CUE_LIST.reduce((sum, { re, weight }, i) => (open[i] && re.test(text) ? sum + weight : sum), 0);
}

function asksForMinorRole(reading: Reading, pattern: RegExp): boolean {
  const { text, scope } = reading;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const role = `${m[2]}`;
    const end = m.index + m[0].length;
    const found = minorWord(reading, [], scope.tokenAt(end - role.length), scope.tokenAt(end - 1) + 1, true) !== null;
    if (found || minorPattern(`${m[1] ?? ''} ${role}`, new Reading(`${m[1] ?? ''} ${role}`, 'prompt', () => []))) {
      pattern.lastIndex = 0;
      return true;
    }
  }
  return false;
}

/** The family of SAFETY.md section 1 that refuses a text, for `npm run policy` and for reading a miss. */
export type Refusal = 'age' | 'word' | 'spelled' | 'pattern' | 'substring' | 'self' | 'role' | 'cues';

/** Which family refuses the text in this mode, or null when it passes. */
export function refusal(text: string, mode: PolicyMode = 'prompt'): Refusal | null {
  if (!text) return null;
  const plain = fold(text);
  // a sign of an Indic script standing alone: a word spelled out in it (`क ि श ो र`), not its short words
  const indic = LOOSE_INDIC_SIGN.test(text);
  const folded = joinSpelled(plain, indic);
  // adult phrases (`kid gloves`, `minor key`) are blanked in place, so positions stay those of `folded`
  const words = ADULT_PHRASE.blank(folded);
  // ages and patterns read number words written in leetspeak (`s1xt33n`); each reading keeps the word's length
  const leet = readLeetNumbers(folded, leetReadings);
  let ages: ReturnType<typeof statedAges> | null = null;
  const agesOnce = () => (ages ??= statedAges(leet));
  const reading = new Reading(words, mode, agesOnce);
  // an animal's or a thing's age is no age, and its number is read by no pattern (`Mein Auto ist 15 Jahre alt`)
  const excused: Found[] = [];
  for (const age of agesOnce()) {
    if (age.value >= 18) continue;
    const first = reading.scope.tokenAt(age.at);
    if (thingsAge(words, reading.scope, age.at, age.end)) excused.push({ first, last: first });
    else if (!reading.pastPasses(first, age.end, age.then, age.at)) return 'age';
  }
  if (minorWord(reading, excused)) return 'word';
  const glued = glue(words);
  if (glued !== words && minorWord(new Reading(glued, mode, agesOnce))) return 'word';
  if (spelledOut(plain, indic)) return 'spelled';
  const open = blank(leet === folded ? words : ADULT_PHRASE.blank(leet), reading, excused);
  if (minorPattern(open, reading) || minorPattern(words, reading, WHOLE_PATTERNS)) return 'pattern';
  // with the adult phrases blanked (`保育士…子ども好き`, `ครูอนุบาล`), and beside her adult age, children named as a group
  const grouped = reading.adult() ? blankGlued(words, mode) : words;
  const compact = withoutGaps(grouped);
  if (minorSubstring(compact)) return 'substring';
  // read on the text with its spaces: `고등학교 교사` is two words, not `교` typed twice
  // (with the adult phrases blanked too: `上初中的女儿的妈妈`, whose `妈妈` is no letter typed twice)
  const once = typedOnce(words);
  if (once !== words && minorSubstring(withoutGaps(once))) return 'substring';
  const thaiOnce = thaiTypedOnce(compact);
  if (thaiOnce !== compact && minorSubstring(thaiOnce)) return 'substring';
  // who she is asked to be, or says she is, is read whole: `act like a little kid` is not a way of addressing someone
  if (mode === 'reply' && asksForMinorRole(reading, SELF)) return 'self';
  if (mode !== 'prompt' && asksForMinorRole(reading, ROLEPLAY)) return 'role';
  // unless her adult age is told (`my mom used to check my homework; now I'm 30`)
  const pupil = (mode === 'reply' || mode === 'character') && pupilAtHome(folded);
  if (pupil && !agesOnce().some((age) => age.value >= 18)) return 'self';
  return cueScore(open) >= CUE_THRESHOLD ? 'cues' : null;
}

/** True when the text makes her, or anyone the picture or scene shows, a minor now (SAFETY.md section 1). */
export function violatesAdultPolicy(text: string, mode: PolicyMode = 'prompt'): boolean {
  return refusal(text, mode) !== null;
}

/** Harmless text with the shapes the checks look at (ages, school words, phrases), for the warm-up. */
export const WARM_UP_TEXT =
  "She's 25, a nurse from Lyon who studied at uni for 3 years. Tell me about your day, my love! I'm twenty-six.";

/**
 * Runs every mode once: V8 compiles the policy's regular expressions on their first use (about 40 ms
 * in all), which the first prompt and the first streamed reply of a process would otherwise pay.
 */
export function warmUpPolicy(): void {
  for (const mode of ['prompt', 'character', 'chat', 'reply'] as const) violatesAdultPolicy(WARM_UP_TEXT, mode);
}

/** Refuses (422, MESSAGES.adultsOnly) when any given text points at a minor; null and undefined are skipped. */
export function assertAdultContent(...texts: (string | null | undefined)[]): void {
  assertAdultText('prompt', ...texts);
}

/** The one entry point: every text of a request in one mode, each alone and (prompts) all together, for cues spread over fields. */
export function assertAdultText(mode: PolicyMode, ...texts: (string | null | undefined)[]): void {
  const present = texts.filter((t): t is string => typeof t === 'string' && t.length > 0);
  const joined = present.length > 1 && mode === 'prompt' ? [present.join(', ')] : [];
  if ([...present, ...joined].some((text) => violatesAdultPolicy(text, mode)))
    throw new UnprocessableEntityException(MESSAGES.adultsOnly);
}

export { policyPatterns } from './patterns';
