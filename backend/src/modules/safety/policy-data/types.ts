/**
 * The shape of one language's policy data. Everything is written in plain lower case; the engine folds
 * it the same way it folds user text (accents, look-alike letters, marks), so data and text always
 * compare alike. Every mode (prompt, character, chat, reply) reads the same families (SAFETY.md
 * section 1); only `chatSafe` words pass alone in chat.
 */
export interface LanguageData {
  /** Whole words or phrases that point at a minor. A trailing `*` matches any ending (`школьниц*`). */
  terms: string[];
  /**
   * Words of `terms` that pass alone in chat, character texts and replies: this language's plain
   * equivalents of `baby`, `babe`, `kid`/`kiddo` (as a way of addressing someone), `girl`, `young`.
   */
  chatSafe?: string[];
  /** Substrings for scripts written without spaces (Chinese, Japanese, Korean, Thai). */
  substrings?: string[];
  /** Number words from one to seventeen, each with its value (adult ages in words are added from tens.ts). */
  numbers?: Record<string, number>;
  /** Words that make a number an age: `años`, `Jahre`, `лет` (regex sources, folded). */
  ageUnits?: string[];
  /** Words before a number that make `N units` a duration, not an age (`hace`, `seit`). */
  durationBefore?: string[];
  /** Words after `N units` that make it a duration (`ago`, `temu`). */
  durationAfter?: string[];
  /** Regex sources that refuse (school levels and grades with context, stages, roles). Linear: no unbounded run before a literal. */
  patterns?: string[];
  /**
   * Scope (SAFETY.md): adult heads that, next to a minor term with only `glue` words between (either
   * side), make it her work or a named thing rather than her age: teacher, nurse, paediatrician,
   * psychologist, illustrator, author, book, magazine, show, clothing, judge, hospital. Substrings for
   * scripts without spaces (`老师`).
   */
  roles?: string[];
  /**
   * Scope: words or phrases just before a minor term (only `glue` between) that make it an adult's
   * relation to children, not a child present: `mother of`, `madre de`, `raising`, `teaches`,
   * `works with`, `wants`, `has`.
   */
  relations?: string[];
  /** Small words allowed between a minor term and a role or relation: of, for, the, a, two, her, de, di. */
  glue?: string[];
  /** Phrases that put what follows in the speaker's own past: `when i was`, `as a`, `cuando yo era`, `quand j'étais`. */
  ownPast?: string[];
  /** Phrases that put what follows in her (or someone else's) past: `when she was`, `cuando ella tenía`, `at the age of`. */
  herPast?: string[];
  /**
   * Words that put an age in her past only right before its number, where further back they mean
   * something else: Vietnamese `năm` (year) in `năm 12 tuổi` (at 12), not `năm nay 15 tuổi` (15 this year).
   */
  pastRightBefore?: string[];
  /**
   * Words or substrings right after an age that put it in the past (`15歳のとき`, `15岁时`, `15살 때`,
   * `12 साल की उम्र में`): read as the speaker's own past unless a herPast phrase stands before.
   */
  pastAfter?: string[];
  /**
   * Particles right after an age that put it at a time (`14살에`, `12歳で`, `14 में`), regex sources read at
   * the age's end: her past only when the text tells her adult age now after it (`14살에 … 33살인 지금은`).
   */
  thenAfter?: string[];
  /**
   * Endings of a verb in the past at the end of a sentence, in languages that leave the speaker unsaid
   * (`12歳で東京に引っ越した`, `12살에 서울로 이사했다`): an age with a particle of time in such a sentence,
   * with nobody else named before it, is the speaker's own past.
   */
  pastEndings?: string[];
  /**
   * A verb that carries the speaker in its ending, where the subject goes unsaid (Arabic `انتقلنا`, we
   * moved; Persian `رفتیم`, we went): regex sources for a whole word, read as the first word after a past
   * age or the last of its sentence, which then is the speaker's own past.
   */
  speakerVerbs?: string[];
}
