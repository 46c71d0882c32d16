import { COUNT_WORDS, SENTENCE_END } from './age-context';
import { afterTens, numbersIn, phrases } from './numbers';
import { AFTER_NUMBER, TO_COME, type ToCome, TURNED_WORDS } from './policy-data/to-come';
import { barrierBetween, type Token } from './tokens';
import { isAgeUnit } from './unit-ages';

/**
 * An age still to come: a number from 5 to 18 with a verb of turning or becoming and a word that puts it ahead in
 * its sentence (`I'll only be fourteen in May`, `sechzehn wird sie erst im Dezember`, `ستبلغ 15 الشهر القادم`), or
 * `only then` with a second word of time (`aku baru 18 bulan Mei nanti`). She is younger now: the age read is one
 * less. The number must end its clause or be followed by a word an age takes (a unit, a pronoun, a clitic, a
 * preposition of time, one of the words above), so a count is none (`it will be 15 degrees in May`). Each number
 * reads a fixed window of tokens, so the work is linear in the text.
 */
/** For each word, the languages (one bit each) it is a verb of turning, `be`, a time ahead or `only then` in. */
const masks = (pick: (c: ToCome) => string | undefined) => {
  const map = new Map<string, number>();
  Object.values(TO_COME).forEach((c, bit) => {
    for (const word of phrases((pick(c) ?? '').split(' ').filter(Boolean)))
      map.set(word, (map.get(word) ?? 0) | (1 << bit));
  });
  return map;
};
const TURN = masks((c) => c.turn);
const WEAK = masks((c) => c.weak);
const WHEN = masks((c) => c.when);
const ONLY = masks((c) => c.only);
const AFTER = phrases(AFTER_NUMBER);
/** English months before a number written in digits make a date: `on May 15 she turns 30`. */
/** A count, a time or a date after digits (`14 May`, `15 de mayo`, `15. Mai`): no age. */
const COUNT = phrases([
  ...COUNT_WORDS,
  ...'may mai maj mei april august september november avril aout mars grad'.split(' '),
]);
const OF = phrases(['de', 'di', 'of', 'do', 'da']);
const MONTH_BEFORE = phrases(
  'january february march april may june july august september october november december'.split(' '),
);
/** Words that name a month by its number: Vietnamese `tháng Năm` (May), Indonesian `bulan 5`. */
const MONTH_NUMBERED = phrases(['thang', 'bulan']);
const ORDINAL_DOT = /^\.\s?$/;
const SHORT_LATIN = /^[a-z]{1,2}$/;
const WINDOW = 8;
const NEAR = 3;
const MIN = 5;
const MAX = 18;
/** Verbs that say she has just turned the age (`sie ist gerade drei geworden`, `ей только что исполнилось 15`): her age now, from one. */
const TURNED = phrases(TURNED_WORDS);

export function toComeAges(text: string, tokens: readonly Token[]): { value: number; at: number; end: number }[] {
  const found: { value: number; at: number; end: number }[] = [];
  for (const [i, number] of numbersIn(text, tokens)) {
    if (number.value < 1 || number.value > MAX || afterTens(text, tokens, i)) continue;
    const last = i + number.length - 1;
    // a unit or a word of time glued to it (`14-årsdag`) is one an age takes
    const glued = number.glued;
    if (glued !== undefined && !isAgeUnit(glued) && !WHEN.has(glued)) continue;
    const next = tokens[last + 1];
    const ends = glued !== undefined || next === undefined || barrierBetween(text, tokens[last], next);
    if (number.word === undefined && next !== undefined && counted(tokens, last + 1)) continue;
    // just turned it, no unit after (`15 años de casados` is the unit reader's): her age now
    if ((ends || AFTER.has(next.word) || TURNED.has(next.word)) && turned(text, tokens, i, last)) {
      found.push({ value: number.value, at: tokens[i].start, end: tokens[last].end });
      continue;
    }
    if (number.value < MIN) continue;
    if (
      !ends &&
      !AFTER.has(next.word) &&
      !isAgeUnit(next.word) &&
      ![TURN, WEAK, WHEN, ONLY].some((m) => m.has(next.word))
    )
      continue;
    // a date (`May 15`, `tháng Năm`, May), or a number word that is a word of time too (Vietnamese `sau`, six and after)
    if (number.word === undefined ? MONTH_BEFORE.has(tokens[i - 1]?.word ?? '') : WHEN.has(number.word)) continue;
    if (i > 0 && MONTH_NUMBERED.has(tokens[i - 1].word)) continue;
    // a Latin number word of two letters is a word of another language too (Turkish `on`, ten): only with a unit
    if (SHORT_LATIN.test(number.word ?? '') && !(next !== undefined && isAgeUnit(next.word))) continue;
    if (ahead(text, tokens, i, last))
      found.push({ value: number.value - 1, at: tokens[i].start, end: tokens[last].end });
  }
  return found;
}

/** A verb of having turned an age within two tokens of the number, in its clause. */
function turned(text: string, tokens: readonly Token[], first: number, last: number): boolean {
  for (let i = Math.max(0, first - 2); i <= Math.min(tokens.length - 1, last + 2); i++) {
    if (i >= first && i <= last) continue;
    const [a, b] = i < first ? [i, first] : [last, i];
    if (TURNED.has(tokens[i].word) && !barrierBetween(text, tokens[a], tokens[b])) return true;
  }
  return false;
}

/** A count, a time or a date at token i, after `of` or not: `14 May`, `15 de mayo`. */
const counted = (tokens: readonly Token[], i: number) =>
  COUNT.has(tokens[i].word) || (OF.has(tokens[i].word) && COUNT.has(tokens[i + 1]?.word ?? ''));

/**
 * Whether the sentence around tokens [first, last] holds, in one language, a verb of turning with a time ahead or
 * `only then`, or `be` or `only then` with a time ahead.
 */
function ahead(text: string, tokens: readonly Token[], first: number, last: number): boolean {
  let turn = 0;
  let weak = 0;
  let when = 0;
  let only = 0;
  const read = (i: number) => {
    const word = tokens[i].word;
    turn |= TURN.get(word) ?? 0;
    weak |= WEAK.get(word) ?? 0;
    when |= WHEN.get(word) ?? 0;
    // `only then` stands by the number (`aku baru 18`, `ich werde erst im Mai achtzehn`), not anywhere (French `moi`)
    if (i >= first - NEAR && i <= last + NEAR) only |= ONLY.get(word) ?? 0;
  };
  // an ordinal's dot ends no sentence (`14. doğum günüm`)
  const apart = (a: number, b: number) =>
    !(a === last && ORDINAL_DOT.test(text.slice(tokens[a].end, tokens[b].start))) &&
    SENTENCE_END.test(text.slice(tokens[a].end, tokens[b].start));
  for (let i = first - 1; i >= Math.max(0, first - WINDOW) && !apart(i, i + 1); i--) read(i);
  for (let i = last + 1; i < Math.min(tokens.length, last + 1 + WINDOW) && !apart(i - 1, i); i++) read(i);
  return ((turn & (when | only)) | ((weak | only) & when)) !== 0;
}
