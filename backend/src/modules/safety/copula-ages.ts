import { afterTens, numbersIn, words as phraseWords } from './numbers';
import { policyRegExp } from './patterns';
import { LANGUAGES } from './policy-data';
import { COPULAS } from './policy-data/copulas';
import { barrierBetween, type Token, tokenize } from './tokens';

/**
 * `ich bin doch erst zwölf`, `мне всего девять`, `ik ben pas veertien hoor`, `je n'ai que treize`, `em mới mười
 * ba thôi`, `labintatlo pa lang ako`: a number with no unit is an age when a language's words that state one
 * (policy-data/copulas.ts) stand right before it, with only its words of degree and mood between, and its
 * clause ends right after it (or goes on with `and`, `but` or a tag); or when words that state it follow it
 * and end the clause (`weil ich erst zwölf bin`, not `mit 12 bin ich`).
 * The number is a digit or a number word of the same language (`on` is Turkish ten, not English). From five
 * on (`isa lang ako` is "I am just one", not an age), adult ages too. Read over the tokens of the ages' own pass.
 */
const words = (p: string): string[] => phraseWords(p).split(' ').filter(Boolean);

/** Phrases of words, found by their last word before a token or their first at one, compared word by word. */
class Phrases {
  private readonly byLast = new Map<string, string[][]>();
  private readonly byFirst = new Map<string, string[][]>();
  readonly size: number;

  constructor(list: readonly string[]) {
    const all = list.map(words).filter((w) => w.length > 0);
    for (const phrase of all) {
      const add = (map: Map<string, string[][]>, key: string) => map.set(key, [...(map.get(key) ?? []), phrase]);
      add(this.byLast, phrase[phrase.length - 1]);
      add(this.byFirst, phrase[0]);
    }
    this.size = all.length;
  }

  /** The length in tokens of the longest phrase that ends right before token `end` (same clause), or 0. */
  before(text: string, tokens: readonly Token[], end: number): number {
    const found = end > 0 ? this.byLast.get(tokens[end - 1].word) : undefined;
    if (!found || (end < tokens.length && barrierBetween(text, tokens[end - 1], tokens[end]))) return 0;
    let best = 0;
    for (const phrase of found)
      if (phrase.length > best && linked(text, tokens, end - phrase.length, phrase)) best = phrase.length;
    return best;
  }

  /** The length in tokens of the longest phrase that starts at token `from` (same clause as the one before), or 0. */
  at(text: string, tokens: readonly Token[], from: number): number {
    const found = from < tokens.length ? this.byFirst.get(tokens[from].word) : undefined;
    if (!found || barrierBetween(text, tokens[from - 1], tokens[from])) return 0;
    let best = 0;
    for (const phrase of found) if (phrase.length > best && linked(text, tokens, from, phrase)) best = phrase.length;
    return best;
  }
}

/** Whether tokens from `from` on are the phrase's words, with no clause ending between them. */
function linked(text: string, tokens: readonly Token[], from: number, phrase: readonly string[]): boolean {
  if (from < 0 || from + phrase.length > tokens.length) return false;
  for (let k = 0; k < phrase.length; k++) {
    if (tokens[from + k].word !== phrase[k]) return false;
    if (k > 0 && barrierBetween(text, tokens[from + k - 1], tokens[from + k])) return false;
  }
  return true;
}

/** Languages whose chats mix in English number words. */
const MIXED = ['hi', 'ur', 'bn', 'tl', 'id', 'ms'];

interface Copula {
  before: Phrases;
  withDegree: Phrases;
  opens: Phrases;
  soft: Phrases;
  tail: Phrases;
  after: Phrases;
  adultBefore: Phrases;
  numbers: Set<string>;
}
const COPULA_LIST: Copula[] = Object.entries(COPULAS).map(([code, c]) => ({
  before: new Phrases([...c.before, ...(c.truth ?? [])]),
  withDegree: new Phrases(c.withDegree ?? []),
  opens: new Phrases(c.opens ?? []),
  soft: new Phrases(c.soft),
  tail: new Phrases(c.tail),
  after: new Phrases(c.after ?? []),
  adultBefore: new Phrases(c.adultBefore ?? []),
  // and English ones where chats mix it in (`main abhi sirf fifteen ki hoon`)
  numbers: new Set(
    Object.keys({ ...LANGUAGES[code]?.numbers, ...(MIXED.includes(code) ? LANGUAGES.en.numbers : {}) }).map(
      phraseWords,
    ),
  ),
}));

/** For the word before a number and the word after it, the languages whose phrases may end or start there. */
const BEFORE_WORD = new Map<string, Copula[]>();
const AFTER_WORD = new Map<string, Copula[]>();
for (const [code, c] of Object.entries(COPULAS)) {
  const copula = COPULA_LIST[Object.keys(COPULAS).indexOf(code)];
  const index = (map: Map<string, Copula[]>, list: string[], pick: (w: string[]) => string) => {
    for (const phrase of list.map(words).filter((w) => w.length > 0)) {
      const key = pick(phrase);
      const known = map.get(key) ?? [];
      if (!known.includes(copula)) map.set(key, [...known, copula]);
    }
  };
  const before = [
    ...c.before,
    ...(c.truth ?? []),
    ...(c.withDegree ?? []),
    ...(c.opens ?? []),
    ...c.soft,
    ...(c.adultBefore ?? []),
  ];
  index(BEFORE_WORD, before, (w) => w[w.length - 1]);
  index(AFTER_WORD, [...c.soft, ...(c.after ?? [])], (w) => w[0]);
}

const MIN = 5;
/** Adult ages too: `i dag är hon 30` is what lets `när hon var 17` stay in her past. */
const MAX = 120;
const MAX_SOFT = 3;
/** What ends the clause after a number, besides the barriers: a tilde, an ellipsis, an emoji. */
const END_MARK = policyRegExp('[~…]|\\p{Extended_Pictographic}');
/** Laughter and chat's tags in any language, by their shape: `haha`, `hah`, `jajaja`, `xaxa`, `kkkk`, `hhh`, `xD`, `lol`, `555`. */
const LAUGH =
  /^(?:(?:ha|he|hi|ja|je|ji|ka|xa|wk){2,}h?|hah|heh|h{3,}|k{3,}|xd+|lo+l|lmf?ao+|rofl|mdr|ptdr|rs(?:rs)+|kek|5{3,}|w{2,})$/;

/** Whether the clause ends right after token `last`, or goes on with a tail word of the language. */
function clauseEnds(text: string, tokens: readonly Token[], last: number, copula: Copula): boolean {
  const next = tokens[last + 1];
  if (next === undefined) return true;
  const gap = text.slice(tokens[last].end, next.start);
  return (
    barrierBetween(text, tokens[last], next) ||
    END_MARK.test(gap) ||
    LAUGH.test(next.word) ||
    copula.tail.at(text, tokens, last + 1) > 0
  );
}

/** Whether the copula states the number at token i (of `length` tokens) as an age. */
function states(
  text: string,
  tokens: readonly Token[],
  i: number,
  length: number,
  copula: Copula,
  value: number,
): boolean {
  let at = i;
  let degree = false;
  for (let k = 0; k < MAX_SOFT; k++) {
    const n = copula.soft.before(text, tokens, at);
    if (n === 0) break;
    at -= n;
    degree = true;
  }
  const opening = copula.opens.before(text, tokens, at);
  // `Мне 26, я…`, not `дай мне 5.`
  const opens =
    opening > 0 && (at - opening === 0 || barrierBetween(text, tokens[at - opening - 1], tokens[at - opening]));
  // an adult age said so needs no end of clause after it (`גננת בת 41 מסדרת…`): it only ever lets something through
  if (value >= 18 && copula.adultBefore.before(text, tokens, at) > 0) return true;
  const stated =
    copula.before.before(text, tokens, at) > 0 || opens || (degree && copula.withDegree.before(text, tokens, at) > 0);
  if (stated && clauseEnds(text, tokens, i + length - 1, copula)) return true;
  if (copula.after.size === 0) return false;
  let next = i + length;
  for (let k = 0; k < MAX_SOFT; k++) {
    const n = copula.soft.at(text, tokens, next);
    if (n === 0) break;
    next += n;
  }
  const stating = copula.after.at(text, tokens, next);
  return stating > 0 && clauseEnds(text, tokens, next + stating - 1, copula);
}

/** Every age stated with a verb of being or having and no unit. */
export function copulaAges(
  text: string,
  tokens: readonly Token[] = tokenize(text),
): { value: number; at: number; end: number }[] {
  const found: { value: number; at: number; end: number }[] = [];
  for (const [i, number] of numbersIn(text, tokens)) {
    if (number.glued !== undefined || number.value < MIN || number.value > MAX || afterTens(text, tokens, i)) continue;
    // only the languages whose phrases may end right before the number or start right after it
    const next = tokens[i + number.length];
    const before = i > 0 ? BEFORE_WORD.get(tokens[i - 1].word) : undefined;
    const after = next !== undefined ? AFTER_WORD.get(next.word) : undefined;
    if (!before && !after) continue;
    const word = number.word;
    for (const copula of after ? [...(before ?? []), ...after] : (before ?? [])) {
      if (word !== undefined && !copula.numbers.has(word)) continue;
      if (!states(text, tokens, i, number.length, copula, number.value)) continue;
      found.push({ value: number.value, at: tokens[i].start, end: tokens[i + number.length - 1].end });
      break;
    }
  }
  return found;
}
