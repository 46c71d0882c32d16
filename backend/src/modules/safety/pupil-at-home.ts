import { SENTENCE_END } from './age-context';
import { allMatches, foldData } from './normalize';
import { policyRegExp } from './patterns';
import { HOMEWORK, PARENTS } from './policy-data/homework';

/** A parent checking her homework, in one sentence (policy-data/homework.ts): she is a pupil. */
/** A whole word in scripts with spaces (not `mom` in `moment`, `mak` in `make`); anywhere in those without. */
const LETTER = '[a-z\\u00c0-\\u024f\\u0370-\\u03ff\\u0400-\\u04ff\\u0590-\\u06ff\\u0900-\\u09ff]';
const PARENT = policyRegExp(`(?<!${LETTER})(?:${foldData(PARENTS)})(?!${LETTER})`, 'gu');
const HOMEWORK_WORD = policyRegExp(`(?:${foldData(HOMEWORK)})`);
/** How far after a parent's word her homework is looked for (linear: a bounded slice per parent found). */
const HOMEWORK_REACH = 48;
export function pupilAtHome(folded: string): boolean {
  for (const m of allMatches(PARENT, folded)) {
    const rest = folded.slice(m.index + m[0].length, m.index + m[0].length + HOMEWORK_REACH);
    const stop = rest.search(SENTENCE_END);
    if (HOMEWORK_WORD.test(stop < 0 ? rest : rest.slice(0, stop))) return true;
  }
  return false;
}
