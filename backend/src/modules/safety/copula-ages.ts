import { foldData } from './normalize';
import { policyRegExp } from './patterns';
import { LANGUAGES } from './policy-data';
import { COPULAS } from './policy-data/copulas';
import { barrierBetween, type Token, tokenize } from './tokens';
import { afterTens, joined, numberAt } from './unit-ages';

/**
 * `ich bin doch erst zwölf`, `мне всего девять`, `ik ben pas veertien hoor`, `je n'ai que treize`, `em mới mười
 * ba thôi`, `labintatlo pa lang ako`: a number with no unit is an age when a language's words that state one
 * (policy-data/copulas.ts) stand right before it, with only its words of degree and mood between, and its
 * clause ends right after it (or goes on with `and`, `but` or a tag); or when words that state it follow it
 * and end the clause (`weil ich erst zwölf bin`, not `mit 12 bin ich`).
 * The number is a digit or a number word of the same language (`on` is Turkish ten, not English). From five
 * on: `isa lang ako` is "I am just one", not an age. Read over the tokens of the ages' own pass.
 */
const words = (p: string) =>
  tokenize(foldData(p.toLowerCase()))
    .map((t) => t.word)
    .join(' ');
const phrases = (list: readonly string[]) => new Set(list.map(words).filter(Boolean));

interface Copula {
  before: Set<string>;
  withDegree: Set<string>;
  soft: Set<string>;
  tail: Set<string>;
  after: Set<string>;
  numbers: Set<string>;
}
const COPULA_LIST: Copula[] = Object.entries(COPULAS).map(([code, c]) => ({
  before: phrases(c.before),
  withDegree: phrases(c.withDegree ?? []),
  soft: phrases(c.soft),
  tail: phrases(c.tail),
  after: phrases(c.after ?? []),
  numbers: phrases(Object.keys(LANGUAGES[code]?.numbers ?? {})),
}));

const MIN = 5;
const MAX_SOFT = 3;
const PHRASE_WORDS = 3;
/** What ends the clause after a number, besides the barriers: a tilde, an ellipsis, an emoji. */
const END_MARK = policyRegExp('[~…]|\\p{Extended_Pictographic}');

/** The length in tokens of a phrase of the set that ends right before token `end`, or 0. */
function phraseBefore(text: string, tokens: readonly Token[], end: number, set: Set<string>): number {
  for (let n = PHRASE_WORDS; n >= 1; n--) {
    const phrase = joined(text, tokens, end - n, n);
    if (
      phrase !== null &&
      set.has(phrase) &&
      (end >= tokens.length || !barrierBetween(text, tokens[end - 1], tokens[end]))
    )
      return n;
  }
  return 0;
}

/** The length in tokens of a phrase of the set that starts at token `from`, or 0. */
function phraseAt(text: string, tokens: readonly Token[], from: number, set: Set<string>): number {
  if (from >= tokens.length || barrierBetween(text, tokens[from - 1], tokens[from])) return 0;
  for (let n = PHRASE_WORDS; n >= 1; n--) {
    const phrase = joined(text, tokens, from, n);
    if (phrase !== null && set.has(phrase)) return n;
  }
  return 0;
}

/** Whether the clause ends right after token `last`, or goes on with a tail word of the language. */
function clauseEnds(text: string, tokens: readonly Token[], last: number, copula: Copula): boolean {
  const next = tokens[last + 1];
  if (next === undefined) return true;
  const gap = text.slice(tokens[last].end, next.start);
  return (
    barrierBetween(text, tokens[last], next) || END_MARK.test(gap) || phraseAt(text, tokens, last + 1, copula.tail) > 0
  );
}

/** Whether the copula states the number at token i (of `length` tokens) as an age. */
function states(text: string, tokens: readonly Token[], i: number, length: number, copula: Copula): boolean {
  let at = i;
  let degree = false;
  for (let k = 0; k < MAX_SOFT; k++) {
    const n = phraseBefore(text, tokens, at, copula.soft);
    if (n === 0) break;
    at -= n;
    degree = true;
  }
  const stated =
    phraseBefore(text, tokens, at, copula.before) > 0 ||
    (degree && phraseBefore(text, tokens, at, copula.withDegree) > 0);
  if (stated && clauseEnds(text, tokens, i + length - 1, copula)) return true;
  if (copula.after.size === 0) return false;
  let next = i + length;
  for (let k = 0; k < MAX_SOFT; k++) {
    const n = phraseAt(text, tokens, next, copula.soft);
    if (n === 0) break;
    next += n;
  }
  const stating = phraseAt(text, tokens, next, copula.after);
  return stating > 0 && clauseEnds(text, tokens, next + stating - 1, copula);
}

/** Every age stated with a verb of being or having and no unit. */
export function copulaAges(text: string): { value: number; at: number; end: number }[] {
  const tokens = tokenize(text);
  const found: { value: number; at: number; end: number }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const number = numberAt(text, tokens, i);
    if (!number || number.glued !== undefined || number.value < MIN || number.value > 17 || afterTens(text, tokens, i))
      continue;
    const word = number.word;
    for (const copula of COPULA_LIST) {
      if (word !== undefined && !copula.numbers.has(word)) continue;
      if (!states(text, tokens, i, number.length, copula)) continue;
      found.push({ value: number.value, at: tokens[i].start, end: tokens[i + number.length - 1].end });
      break;
    }
  }
  return found;
}
