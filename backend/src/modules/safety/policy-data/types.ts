/**
 * The shape of one language's policy data. Everything is written in plain lower case; the engine folds
 * it the same way it folds user text (accents, look-alike letters), so data and text always compare alike.
 */
export interface LanguageData {
  /** Whole words or phrases that point at a minor (prompt mode). A trailing `*` matches any ending (`школьниц*`). */
  terms: string[];
  /** The subset that is refused in chat too, where plain words like `kid` are allowed. */
  strong: string[];
  /** Substrings for scripts written without spaces (Chinese, Japanese, Korean); `!` marks the strong ones. */
  substrings?: string[];
  /** Number words from ten to seventeen (English also lists one to nine), each with its value. */
  numbers?: Record<string, number>;
  /** Words that make a number an age: `años`, `Jahre`, `лет` (regex sources, folded). */
  ageUnits?: string[];
  /** Words before a number that make `N units` a duration, not an age (`hace`, `seit`). */
  durationBefore?: string[];
  /** Words after `N units` that make it a duration (`ago`, `temu`). */
  durationAfter?: string[];
  /** Regex sources that always refuse in prompts (school levels with context, stages, roles). */
  patterns?: string[];
  /** Regex sources that refuse in chat as well (grades, explicit statements). */
  strongPatterns?: string[];
}
