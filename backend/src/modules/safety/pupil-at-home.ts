import { SENTENCE_END } from './age-context';
import { allMatches, foldData } from './normalize';
import { policyRegExp } from './patterns';
import { HOMEWORK, PARENTS, RULES } from './policy-data/homework';

/** A parent checking her homework, in one sentence (policy-data/homework.ts): she is a pupil. */
/** A whole word in scripts with spaces (not `mom` in `moment`, `mak` in `make`); anywhere in those without. */
const LETTER = '[a-z\\u00c0-\\u024f\\u0370-\\u03ff\\u0400-\\u04ff\\u0590-\\u06ff\\u0900-\\u09ff]';
const PARENT = policyRegExp(`(?<!${LETTER})(?:${foldData(PARENTS)})(?!${LETTER})`, 'gu');
const HOMEWORK_WORD = policyRegExp(`(?:${foldData(HOMEWORK)})`);
/** A parent's rule over her day (a bedtime, her phone taken, a curfew), after the parent. */
const RULE_WORDS = RULES.map((rule) => policyRegExp(`(?:${foldData(rule)})`));
/** How far after a parent's word her homework or a rule is looked for (linear: a bounded slice per parent found). */
const HOMEWORK_REACH = 64;
/** How far before it her homework is looked for: `ödevlerini annesi kontrol ediyor` (her homework her mother checks). */
const BEFORE_REACH = 24;
export function pupilAtHome(folded: string): boolean {
  for (const m of allMatches(PARENT, folded)) {
    const rest = folded.slice(m.index + m[0].length, m.index + m[0].length + HOMEWORK_REACH);
    const stop = rest.search(SENTENCE_END);
    const sentence = stop < 0 ? rest : rest.slice(0, stop);
    if (HOMEWORK_WORD.test(sentence) || RULE_WORDS.some((rule) => rule.test(sentence))) return true;
    const before =
      folded
        .slice(Math.max(0, m.index - BEFORE_REACH), m.index)
        .split(SENTENCE_END)
        .pop() ?? '';
    if (HOMEWORK_WORD.test(before)) return true;
  }
  return false;
}
