import { SENTENCE_END } from './age-context';
import { allMatches, foldData } from './normalize';
import { policyRegExp } from './patterns';
import { AFTER_SCHOOL, CARTOONS, CHILD_OF, HOMEWORK, NOT_HER, PARENTS, RULES, TUITION } from './policy-data/homework';
import { GLUED_LETTERS } from './scope-words';

/** A parent checking her homework, in one sentence (policy-data/homework.ts): she is a pupil. */
/** A whole word in scripts with spaces (not `mom` in `moment`, `mak` in `make`); anywhere in those without. */
const LETTER = '[a-z\\u00c0-\\u024f\\u0370-\\u03ff\\u0400-\\u04ff\\u0590-\\u06ff\\u0900-\\u09ff]';
const GLUED_BEFORE = `[${foldData(GLUED_LETTERS)}]?`;
const PARENT = policyRegExp(`(?<!${LETTER})${GLUED_BEFORE}(?:${foldData(PARENTS)})(?!${LETTER})`, 'gu');
const HOMEWORK_WORD = policyRegExp(`(?:${foldData(HOMEWORK)})`);
/** A parent's rule over her day (a bedtime, her phone taken, a curfew), after the parent. */
const RULE_WORDS = RULES.map((rule) => policyRegExp(`(?:${foldData(rule)})`));
/** How far after a parent's word her homework or a rule is looked for (linear: a bounded slice per parent found). */
const HOMEWORK_REACH = 64;
/** How far before it her homework is looked for: `ödevlerini annesi kontrol ediyor` (her homework her mother checks). */
const BEFORE_REACH = 24;
const HOMEWORK_ALL = policyRegExp(`(?:${foldData(HOMEWORK)})`, 'gu');
const CARTOON_WORD = policyRegExp(`(?:${foldData(CARTOONS)})`);
/** Whole Latin words (`les`, not `lessons`); the words of other scripts are long or written without spaces. */
const LATIN = '[a-z\\u00c0-\\u024f]';
const whole = (words: string, flags?: string) => policyRegExp(`(?<!${LATIN})(?:${foldData(words)})(?!${LATIN})`, flags);
const AFTER_SCHOOL_WORD = whole(AFTER_SCHOOL, 'gu');
const TUITION_WORD = whole(TUITION);
const NOT_HER_WORD = policyRegExp(`(?:${foldData(NOT_HER)}|${foldData(CHILD_OF)})`);

/**
 * A pupil at home: a parent who checks her homework or rules her day (before or after the parent's word), her
 * homework before cartoons, a cram school after school. Each read in a bounded slice around a word found.
 */
export function pupilAtHome(folded: string): boolean {
  // once a parent is found, the text is read once for each word and rule: each parent's sentence is then read
  // only for those it holds (a text of `মা মা মা…` costs one pass per rule, not one per parent)
  let held: { homework: boolean; rules: RegExp[] } | null = null;
  for (const m of allMatches(PARENT, folded)) {
    held ??= { homework: HOMEWORK_WORD.test(folded), rules: RULE_WORDS.filter((rule) => rule.test(folded)) };
    if (!held.homework && !held.rules.length) break;
    const rest = folded.slice(m.index + m[0].length, m.index + m[0].length + HOMEWORK_REACH);
    const stop = rest.search(SENTENCE_END);
    const sentence = stop < 0 ? rest : rest.slice(0, stop);
    if ((held.homework && HOMEWORK_WORD.test(sentence)) || held.rules.some((rule) => rule.test(sentence))) return true;
    const before =
      folded
        .slice(Math.max(0, m.index - BEFORE_REACH), m.index)
        .split(SENTENCE_END)
        .pop() ?? '';
    if (held.homework && HOMEWORK_WORD.test(before)) return true;
  }
  return afterSchoolOrCartoons(folded);
}

/** Her homework before cartoons, or a cram school after school, each looked for around the other only when the text holds both (one pass each). */
function afterSchoolOrCartoons(folded: string): boolean {
  if (CARTOON_WORD.test(folded))
    for (const m of allMatches(HOMEWORK_ALL, folded))
      if (cartoonsAfter(folded, m.index, m.index + m[0].length)) return true;
  if (TUITION_WORD.test(folded))
    for (const m of allMatches(AFTER_SCHOOL_WORD, folded))
      if (tuitionAfter(folded, m.index, m.index + m[0].length)) return true;
  return false;
}

/** The sentence around [start, end): at most HOMEWORK_REACH before it and twice that after (bounded slices). */
function sentenceAround(folded: string, start: number, end: number): { before: string; after: string } {
  const rest = folded.slice(end, end + HOMEWORK_REACH * 2);
  const stop = rest.search(SENTENCE_END);
  const back = folded.slice(Math.max(0, start - HOMEWORK_REACH), start);
  const ends = [...back.matchAll(/[.!?;\n。！？؟।]/gu)];
  return {
    before: ends.length ? back.slice((ends[ends.length - 1].index ?? 0) + 1) : back,
    after: stop < 0 ? rest : rest.slice(0, stop),
  };
}

/** A cram school or tutor after school in her sentence, which no one else goes to and she does not teach at. */
function tuitionAfter(folded: string, start: number, end: number): boolean {
  const { before, after } = sentenceAround(folded, start, end);
  return TUITION_WORD.test(after) && !NOT_HER_WORD.test(before) && !NOT_HER_WORD.test(after);
}

/** Cartoons after her homework in its sentence, not a child's nor a teacher's or a student's at university. */
function cartoonsAfter(folded: string, start: number, end: number): boolean {
  const { before, after } = sentenceAround(folded, start, end);
  return CARTOON_WORD.test(after) && !NOT_HER_WORD.test(before) && !NOT_HER_WORD.test(after);
}
