import { foldData } from './normalize';
import { PhraseIndex } from './phrase-index';
import { LANGUAGES, NOT_MISSPELLINGS } from './policy-data';
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
export const WORDS = new WordIndex(
  languages.flatMap((l) => l.terms),
  NOT_MISSPELLED,
);
export const PHRASES = new PhraseIndex(
  languages.flatMap((l) => l.terms).filter((t) => /\s/.test(t.trim())),
  NOT_MISSPELLED,
);
