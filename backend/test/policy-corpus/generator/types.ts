/**
 * The corpus generator's shapes. A lexicon is one language's words and frames, written from knowledge of
 * the language (never from the policy's own data), so the corpus is an independent check of the rules.
 *
 * Placeholders: `{n}` an age (digits in any script, or a number word), `{s}` a subject (a noun phrase in
 * the nominative: it must read in every template of its language), `{name}` the character's name,
 * `{w}` a word of the spelling family.
 */
export type Mode = 'prompt' | 'character' | 'chat' | 'reply';
export const MODES: readonly Mode[] = ['prompt', 'character', 'chat', 'reply'];

export type Expect = 'refuse' | 'pass';

export interface Entry {
  text: string;
  mode: Mode;
  expect: Expect;
  family: string;
  lang: string;
  /** For an adult twin: the refusal family whose frame it shares. */
  twinOf?: string;
}

/** A refusal and its adult twin in the same frame. */
export type Pair = readonly [refuse: string, adult: string];

export interface Lexicon {
  lang: string;
  /** The language's own digits 0..9, where it has them. */
  digits?: string;
  /** Number words 10..17 (eight entries, in the form the age frames take). */
  numbers: readonly string[];
  /** Number words for adult ages (25, 30, 40), the twins of `numbers`. */
  adultNumbers: readonly string[];
  /** Noun phrases with `{n}`: "a {n}-year-old girl", "a girl, {n} years old". */
  age: readonly string[];
  /** Age frames for number words where they differ from `age` (Korean native numbers, say). */
  wordAge?: readonly string[];
  /** Odd forms with `{n}`: "{n}yo girl", "girl, age: {n}", "{name}, {n}, from Ohio". */
  odd: readonly string[];
  /** Implied ages with `{n}`: "a woman who looks {n}", "an adult (really {n})". */
  implied: readonly string[];
  /** Plain words that make her a minor (child, girl-child, pupil, teen, minor), with twins. */
  words: readonly Pair[];
  /** School levels of the country's system, as subjects, with twins. */
  school: readonly Pair[];
  /** Grades and years of that system, as subjects, with twins. */
  grade: readonly Pair[];
  /** Bodies and stages of childhood, as subjects, with twins. */
  stage: readonly Pair[];
  /** Youth roles (girl scout, her little sister who is 13), as subjects, with twins. */
  youth: readonly Pair[];
  /** A child in the scene, as subjects, with twins. */
  present: readonly Pair[];
  /** Requests that she be or play a minor (whole messages), with twins. */
  request: readonly Pair[];
  /** Requests to act out or describe a past under 18 (whole messages), with twins. */
  pastActed: readonly Pair[];
  /** Adults defined by their work with or relation to children, as subjects. */
  roles: readonly string[];
  /** The writer's own past under 18 (whole messages): passes in chat and character. */
  pastOwn: readonly string[];
  /** Her plainly past age under 18 with her adult age stated: passes in chat and character, refused in prompt. */
  pastStated: readonly string[];
  /** Brand and title names, as subjects. */
  brand: readonly string[];
  /** Ordinary adult text with numbers and look-alike words, as whole texts. */
  mustPass: readonly string[];
  /**
   * An age still to come, so she is younger now (whole messages, in every mode): "she turns 15 next month",
   * "I'll only be 18 in May", the number first where the language puts it there; twins with an adult age.
   */
  toCome: readonly Pair[];
  /**
   * A school as her place of work, as subjects: [a pupil there now, "a 31-year-old history teacher at a
   * secondary school in Ipoh"], her adult age and the school a few words from her role.
   */
  workplace: readonly Pair[];
  /** An age among the language's chat tags and slang, romanized where people chat so (whole messages); twins. */
  chatTags: readonly Pair[];
  /** Ways of addressing her that pass alone in chat (whole messages). */
  chatSafe: readonly string[];
  /** The spelling family: a frame with `{w}`, words that refuse, and adult words of about the same length. */
  spell: { frame: string; words: readonly string[]; adult: readonly string[] };
  /** The character's name in the character template. */
  name: string;
  /** Two templates per mode, each with `{s}` (and `{name}` in character). */
  templates: Readonly<Record<Mode, readonly [string, string]>>;
}

/** The families added later, kept in their own files (lex-more-*.ts) and spread into the lexicons. */
export type LexiconMore = Pick<Lexicon, 'toCome' | 'workplace' | 'chatTags'>;
