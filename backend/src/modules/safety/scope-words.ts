import { foldData } from './normalize';
import { policyRegExp } from './patterns';
import { LANGUAGES } from './policy-data';
import { PRESENT } from './policy-data/now';
import { FIRST_PERSON, SOMEONE_ELSE } from './policy-data/past';
import {
  ARTICLES,
  BE_MINE,
  BE_MINE_TIME,
  CASE_ENDINGS,
  MY_BEFORE_AGE,
  OTHER_POSSESSIVES,
  OWN_POSSESSIVES,
  PRESENCE,
} from './policy-data/scope';
import { tokenize } from './tokens';

/** The word lists scope and time read (scope.ts), folded and tokenized as text is. */

const languages = Object.values(LANGUAGES);
/** Data phrases tokenized as text is: `quand j'étais` → `quand j etais`. */
const phrase = (p: string) =>
  tokenize(foldData(p.toLowerCase()))
    .map((t) => t.word)
    .join(' ');
export const set = (list: string[]) => new Set(list.map(phrase).filter(Boolean));

export const ROLES = set(languages.flatMap((l) => l.roles ?? []));
export const RELATIONS = set(languages.flatMap((l) => l.relations ?? []));
export const GLUE = set(languages.flatMap((l) => l.glue ?? []));
export const ARTICLE = set(ARTICLES);
/**
 * A past phrase of one letter that is also an article once folded (`à 12 ans` and `a 12 year old`)
 * is never read; others are (`в 15 лет`, folded `b 15 лet`).
 */
const pastSet = (list: string[]) => new Set([...set(list)].filter((p) => p.length > 1 || !ARTICLE.has(p)));
export const OWN_PAST = pastSet(languages.flatMap((l) => l.ownPast ?? []));
export const HER_PAST = pastSet(languages.flatMap((l) => l.herPast ?? []));
/** Those one-letter past words (`à`, Italian `a`): read only before an age told in another language's unit. */
export const ARTICLE_PAST = new Set(
  [...set(languages.flatMap((l) => [...(l.ownPast ?? []), ...(l.herPast ?? [])]))].filter(
    (p) => p.length === 1 && ARTICLE.has(p),
  ),
);
export const RIGHT_BEFORE = set(languages.flatMap((l) => l.pastRightBefore ?? []));
/** English units of age: `a 15 year old` is an article and an age, not `à 15 ans`. */
export const ENGLISH_UNITS = new Set(['year', 'years', 'yr', 'yrs', 'y', 'yo', 'old']);
export const PAST_AFTER = set(languages.flatMap((l) => l.pastAfter ?? []));
/**
 * The words of scripts written without spaces, with their spaces taken out (`15歳のとき`, `15살때`); never
 * a Latin one, which would be read across words (Malay `masa` in `Mama sagt`).
 */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
export const PAST_AFTER_COMPACT = [
  ...new Set(
    languages
      .flatMap((l) => l.pastAfter ?? [])
      .filter((p) => UNSPACED.test(p))
      .map((p) => foldData(p).replace(/\s+/g, '')),
  ),
];
/** One-word past markers of three letters or more, for a unit word that ends with one. */
export const PAST_SUFFIXES = [...PAST_AFTER].filter((p) => !p.includes(' ') && p.length >= 3);
export const CHAT_SAFE = set(languages.flatMap((l) => l.chatSafe ?? []));
export const OWN = set(OWN_POSSESSIVES);
export const ASKED_TO_BE = set(BE_MINE);
export const ASKED_WHEN = set(BE_MINE_TIME);
export const MY_AGE = new Set([...OWN, ...set(MY_BEFORE_AGE)]);
export const OTHER = set(OTHER_POSSESSIVES);
export const HERE = set(PRESENCE);
export const SPEAKER = set(FIRST_PERSON);
export const OTHERS = set(SOMEONE_ELSE);
/**
 * The speaker as a word of its own before a past (`я в 15 лет`): not Vietnamese `tôi`, which folds like French `toi`
 * (you), nor the Indic scripts, whose vowel signs fold away (Bengali `আমরা`, we, reads like `আমার`, my).
 */
export const SPEAKER_BEFORE = new Set([...SPEAKER].filter((word) => word !== 'toi' && !/[\u0900-\u0dff]/.test(word)));
export const NOW_STATED = set(PRESENT);
/** Relations of absence (`no kids`, `without children`): said of words, never of a grade or an age. */
export const ABSENCE = set(['no', 'without']);
export const TEASING = set(['such', 'what', 'big', 'total', 'real']);
/** `and` before the speaker: what follows is the speaker's (`budak Tingkatan 2 dan saya cikgu`, and I the teacher). */
export const AND_WORDS = set(
  'and then dan lalu va và et und y e i и і ve at tapos och en a ja și και و اور এবং আর และ 그리고 和 と'.split(' '),
);
/** Arabic and Hebrew glue `and`, `the`, `to`, `in`, `that` to the word after them: `وماما`, `והילדים`. */
export const GLUED_LETTERS = 'وفبلוהלבשמכ';
/** `but` starts another clause: a role after it is not the head of the word before it (`yaşta bile değilim ama öğretmenim…`). */
export const BUT_WORDS = set(
  'but aber mais pero mas ma maar ale но але dar men αλλά ama fakat ancak لكن ولكن اما אבל लेकिन لیکن কিন্তু tapi tetapi pero nhưng แต่ でも 但是 하지만'.split(
    ' ',
  ),
);
/** The possessive `'s` and a number may stand between a word and the role after it (`children's book`). */
export const RIGHT_GLUE = new Set([...GLUE, 's']);

/** Case endings glued to a role word, as text is read. */
export const ENDINGS = set(CASE_ENDINGS);

/** A verb that carries the speaker in its ending (`انتقلنا`, `رفتیم`), from every language's `speakerVerbs`. */
export const SPEAKER_VERB = policyRegExp(
  `^(?:${languages
    .flatMap((l) => l.speakerVerbs ?? [])
    .map(foldData)
    .join('|')})$`,
);
