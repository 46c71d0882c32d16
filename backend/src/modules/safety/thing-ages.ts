import { foldData } from './normalize';
import {
  PERSON_PRONOUNS,
  PERSON_SUBSTRINGS,
  PERSON_WORDS,
  THING_BREAKS,
  THING_SUBSTRINGS,
  THING_WORDS,
} from './policy-data/aged-things';
import { GIRL_WORDS } from './policy-data/girl-words';
import { AGED_THINGS } from './policy-data/things';
import { type Scope } from './scope';
import { barrierBetween, type Token } from './tokens';

/**
 * Whose an age is, when it is a thing's (`my cat turned 15`, `Mój kot ma już 16 lat`, `La mia Vespa ha 16
 * anni`, `с 15-летним котом`, `柴犬もう15歳`, `خبرة ١٥ سنة`): the nearest word in its clause, up to four words
 * before it or two after, is an animal, a thing or what years measure (policy-data/aged-things.ts), with no
 * person nearer (`el perro de su hija de 8 años`) and no `and` or `with` between (`her cat and her 8-year-old`).
 * In scripts written without spaces, the same words a few characters before or after it. A thing's age is no
 * age for any family: it is not read as one, and its number is blanked before the patterns run.
 */
const set = (list: readonly string[]) => new Set(list.map((w) => foldData(w.toLowerCase())).filter(Boolean));
const THINGS = set([...AGED_THINGS, ...THING_WORDS, ...THING_SUBSTRINGS]);
const PERSON_NOUNS = set([...PERSON_WORDS, ...PERSON_SUBSTRINGS, ...GIRL_WORDS]);
const PERSONS = new Set([...PERSON_NOUNS, ...set(PERSON_PRONOUNS)]);
const BREAKS = set(THING_BREAKS);
const THING_CHARS = THING_SUBSTRINGS.map(foldData);
const PERSON_CHARS = PERSON_SUBSTRINGS.map(foldData);

const WORDS_BEFORE = 4;
const WORDS_AFTER = 2;
const CHARS_BEFORE = 6;
const CHARS_AFTER = 4;
const THAI_CHARS_BEFORE = 14;
const THAI = /[\u0e00-\u0e7f]/;

/** A thing (true), a person (false) or neither (null) among the words beside tokens [first, last]. */
function wordsOwner(text: string, tokens: readonly Token[], first: number, last: number): boolean | null {
  for (let k = last + 1; k <= last + WORDS_AFTER && k < tokens.length; k++) {
    if (barrierBetween(text, tokens[k - 1], tokens[k])) break;
    const word = tokens[k].word;
    if (PERSON_NOUNS.has(word)) return false;
    // `a 15 year old cat girl` is a girl
    if (THINGS.has(word)) return !(k + 1 < tokens.length && PERSON_NOUNS.has(tokens[k + 1].word));
    if (BREAKS.has(word)) break;
  }
  for (let k = first - 1; k >= first - WORDS_BEFORE && k >= 0; k--) {
    if (barrierBetween(text, tokens[k], tokens[k + 1])) break;
    const word = tokens[k].word;
    if (PERSONS.has(word) || BREAKS.has(word)) return false;
    if (THINGS.has(word)) return true;
  }
  return null;
}

/** A thing (true), a person (false) or neither (null) in the characters beside an age, for unspaced scripts. */
function charsOwner(text: string, at: number, end: number): boolean | null {
  const after = text.slice(end, end + CHARS_AFTER);
  if (PERSON_CHARS.some((p) => after.includes(p))) return false;
  if (THING_CHARS.some((t) => after.includes(t))) return true;
  const reach = THAI.test(text.charAt(at - 1)) || THAI.test(text.charAt(at - 2)) ? THAI_CHARS_BEFORE : CHARS_BEFORE;
  const before = text.slice(Math.max(0, at - reach), at);
  if (PERSON_CHARS.some((p) => before.includes(p))) return false;
  return THING_CHARS.some((t) => before.includes(t)) ? true : null;
}

/**
 * Whether the age whose number starts at `at` and whose phrase ends at `end` is an animal's or a thing's, read
 * on the check's own tokens (once per check, whatever the number of ages).
 */
export function thingsAge(text: string, scope: Scope, at: number, end: number): boolean {
  const { tokens } = scope;
  const first = scope.tokenAt(at);
  if (first >= tokens.length) return false;
  const last = Math.min(Math.max(first, scope.tokenAt(end - 1)), tokens.length - 1);
  return wordsOwner(text, tokens, first, last) ?? charsOwner(text, at, end) ?? false;
}
