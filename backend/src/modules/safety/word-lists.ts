import { foldData } from './normalize';
import { PhraseIndex } from './phrase-index';
import { LANGUAGES, NOT_MISSPELLINGS } from './policy-data';
import { LITTLE_ONES } from './policy-data/little-ones';
import { ARTICLES, SMALL_WORD_LIST } from './policy-data/scope';
import { WordIndex } from './word-index';

/** The listed words and phrases of every language, as the policy reads them (content-policy.ts). */
const languages = Object.values(LANGUAGES);

/**
 * Never taken for misspellings: the adult words listed, every language's number words (Italian `dieci`, ten, is
 * one letter from Polish `dzieci`) and the words of its roles, relations and glue (the policy's own adult words).
 */
const NOT_MISSPELLED = [
  ...NOT_MISSPELLINGS,
  ...languages.flatMap((l) => Object.keys(l.numbers ?? {})),
  ...languages.flatMap((l) =>
    [...(l.roles ?? []), ...(l.relations ?? []), ...(l.glue ?? [])].flatMap((p) => p.split(' ')),
  ),
];
/** Small words of the languages (prepositions, pronouns, articles), never two halves of one split word. */
export const SMALL_WORDS = new Set(
  [...SMALL_WORD_LIST, ...ARTICLES, ...languages.flatMap((l) => l.glue ?? [])]
    .flatMap((w) => w.split(' '))
    .filter((w) => w.length <= 3)
    .map(foldData),
);
const TERMS = [...languages.flatMap((l) => l.terms), ...LITTLE_ONES];
export const WORDS = new WordIndex(TERMS, NOT_MISSPELLED);
export const PHRASES = new PhraseIndex(
  TERMS.filter((t) => /\s/.test(t.trim())),
  NOT_MISSPELLED,
);
