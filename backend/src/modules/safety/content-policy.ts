import { UnprocessableEntityException } from '@nestjs/common';

import { MESSAGES } from '../../contracts';
import { statesMinorAge } from './ages';
import { allMatches, fold, foldData, glue, joinSpelled, leetReadings, spelledWords } from './normalize';
import { ADULT_PHRASES, ALIASES, CUE_THRESHOLD, CUES, LANGUAGES, NOT_MISSPELLINGS } from './policy-data';
import { WordIndex } from './word-index';

/**
 * The adults-only content policy (SAFETY.md section 1): refuses text that points at a minor.
 *
 * Text is folded once (normalize.ts), then read by families, all compiled once from policy-data/:
 * stated ages (ages.ts), listed words per language (whole words, leetspeak, repeats, one-letter
 * misspellings), substrings for scripts without spaces, school levels and stages (patterns), and
 * cues that only together describe a child. `chat` mode reads plain conversation: only stated ages,
 * grades, strong words and requests that she play a minor; single words like `kid` pass there.
 */
export type PolicyMode = 'prompt' | 'character' | 'chat' | 'reply';

const languages = Object.values(LANGUAGES);
const compile = (sources: string[]) =>
  sources.length ? new RegExp(sources.map((s) => `(?:${foldData(s)})`).join('|'), 'u') : null;

const PROMPT_WORDS = new WordIndex(
  languages.flatMap((l) => l.terms),
  NOT_MISSPELLINGS,
);
const chatSafe = new Set(languages.flatMap((l) => l.chatSafe ?? []));
const CHAT_WORDS = new WordIndex(
  languages.flatMap((l) => l.terms.filter((t) => !chatSafe.has(t))),
  NOT_MISSPELLINGS,
);
const PROMPT_PATTERNS = compile(languages.flatMap((l) => l.patterns ?? []));
const CHAT_PATTERNS = PROMPT_PATTERNS;
const substrings = languages.flatMap((l) => l.substrings ?? []);
const PROMPT_SUBSTRINGS = compile(substrings);
const CHAT_SUBSTRINGS = PROMPT_SUBSTRINGS;
const ADULT_PHRASE = new RegExp(`(?<![\\p{L}])(?:${ADULT_PHRASES.map(foldData).join('|')})(?![\\p{L}])`, 'gu');
const CUE_LIST = Object.entries(CUES).map(([source, weight]) => ({
  re: new RegExp(`(?<![\\p{L}])(?:${foldData(source)})(?![\\p{L}])`, 'u'),
  weight,
}));

/** Asking her to be or play someone: what follows is read with the prompt word list. */
const ROLEPLAY = new RegExp(
  "(?<![a-z])(?:pretend(?:ing)?|act(?:ing)?|play(?:ing)?|roleplay(?:ing)?|role play(?:ing)?|rp|imagine|be|become|you(?:'re| are| r)|ur|youre|as if you were|you were|dress(?:ed)? (?:up )?as)" +
    "((?:\\s+(?:to be|like|as|you(?:'re| are)|that you(?:'re| are)|a|an|the|my|your|our|little|young|tiny|small|cute|sweet|innocent|still|only|just|really|in|at|from|going to|go to|attending))*)\\s+([\\p{L}\\p{N}@$!|'.-]+(?:\\s+[\\p{L}\\p{N}@$!|'.-]+)?)",
  'gu',
);

/** A reply describing herself as a minor: `I'm only a teen`, `I am still in middle school`. */
const SELF = new RegExp(
  "(?<![a-z])(?:i'?m|ima|i am|i was|im|as a|being a|me,? a)((?:\\s+(?:only|just|still|a|an|actually|really|basically|little|young|tiny|in|at|from|going to|a student in|a student at))*)\\s+([\\p{L}\\p{N}@$!|'.-]+(?:\\s+[\\p{L}\\p{N}@$!|'.-]+)?)",
  'gu',
);

const TOKEN = /[\p{L}\p{N}@$!|+]+/gu;
const LETTERS_ONLY = /^\p{L}+$/u;

/**
 * The readings of every word and of every two and three words joined (`school gurl` → `schoolgurl`),
 * each with whether a misspelling may count (not for joins with a word shorter than three letters).
 */
/** An alias by its own key only: 'constructor' or '__proto__' typed by someone is not a lookup into Object. */
const aliasOf = (word: string): string | undefined => (Object.hasOwn(ALIASES, word) ? ALIASES[word] : undefined);

function readings(text: string, out = new Map<string, boolean>()): Map<string, boolean> {
  const words: string[] = [];
  const add = (reading: string, fuzzy: boolean) => out.set(reading, fuzzy || (out.get(reading) ?? false));
  for (const [token] of allMatches(TOKEN, text)) {
    if (LETTERS_ONLY.test(token)) {
      const alias = aliasOf(token);
      add(token, true);
      if (alias) add(alias, true);
      words.push(alias ?? token);
      continue;
    }
    const leet = leetReadings(token);
    const letters = token.replace(/[^\p{L}]+/gu, ' ').trim();
    for (const piece of letters.split(' ')) if (piece) add(piece, true);
    for (const reading of leet) add(reading, true);
    const joined = letters.replace(/ /g, '');
    const alias = aliasOf(joined);
    if (alias) add(alias, true);
    const main = alias ?? leet[0] ?? joined;
    if (main) words.push(main);
  }
  for (let i = 0; i + 1 < words.length; i++) {
    const first = words[i];
    if (!PROMPT_WORDS.prefixes.has(first)) continue;
    const two = first + words[i + 1];
    add(two, first.length >= 3 && words[i + 1].length >= 3);
    if (i + 2 < words.length && PROMPT_WORDS.prefixes.has(two))
      add(two + words[i + 2], first.length >= 3 && words[i + 1].length >= 3 && words[i + 2].length >= 3);
  }
  return out;
}

function hasListedWord(text: string, index: WordIndex): boolean {
  const all = readings(text);
  const glued = glue(text);
  if (glued !== text) readings(glued, all);
  for (const [reading, fuzzy] of all) if (index.has(reading, fuzzy)) return true;
  return false;
}

/** A word spelled out may have a letter of the next word stuck to it (`a t e e n`). */
function spelledOut(plain: string, index: WordIndex): boolean {
  return spelledWords(plain).some((run) => index.has(run.slice(1), false) || index.has(run.slice(0, -1), false));
}

function cueScore(text: string): number {
  return CUE_LIST.reduce((sum, { re, weight }) => (re.test(text) ? sum + weight : sum), 0);
}

function asksForMinorRole(text: string, pattern = ROLEPLAY): boolean {
  for (const m of allMatches(pattern, text)) {
    const role = `${m[2]}`;
    if (hasListedWord(role, PROMPT_WORDS) || PROMPT_PATTERNS?.test(`${m[1] ?? ''} ${role}`)) return true;
  }
  return false;
}

/** True when the text points at a minor (SAFETY.md section 1). */
export function violatesAdultPolicy(text: string, mode: PolicyMode = 'prompt'): boolean {
  if (!text) return false;
  const plain = fold(text);
  const folded = joinSpelled(plain);
  if (statesMinorAge(folded)) return true;
  const compact = folded.replace(/[\s._*~'/^·•-]+/gu, '');
  const words = folded.replace(ADULT_PHRASE, ' ');
  if (mode === 'reply' && asksForMinorRole(words, SELF)) return true;
  if (mode !== 'prompt') {
    return !!(
      CHAT_PATTERNS?.test(words) ||
      CHAT_SUBSTRINGS?.test(compact) ||
      spelledOut(plain, CHAT_WORDS) ||
      hasListedWord(words, CHAT_WORDS) ||
      asksForMinorRole(words)
    );
  }
  return !!(
    spelledOut(plain, PROMPT_WORDS) ||
    PROMPT_PATTERNS?.test(words) ||
    PROMPT_SUBSTRINGS?.test(compact) ||
    hasListedWord(words, PROMPT_WORDS) ||
    cueScore(words) >= CUE_THRESHOLD
  );
}

/** Harmless text with the shapes the checks look at (ages, school words, phrases), for the warm-up. */
export const WARM_UP_TEXT =
  "She's 25, a nurse from Lyon who studied at uni for 3 years. Tell me about your day, my love! I'm twenty-six.";

/**
 * Runs every mode once: V8 compiles the policy's regular expressions on their first use (about 40 ms
 * in all), which the first prompt and the first streamed reply of a process would otherwise pay.
 */
export function warmUpPolicy(): void {
  for (const mode of ['prompt', 'chat', 'reply'] as const) violatesAdultPolicy(WARM_UP_TEXT, mode);
}

/** Refuses (422, MESSAGES.adultsOnly) when any given text points at a minor; null and undefined are skipped. */
export function assertAdultContent(...texts: (string | null | undefined)[]): void {
  assertAdultText('prompt', ...texts);
}

/** The one entry point: every text of a request in one mode, each alone and (prompts) all together, for cues spread over fields. */
export function assertAdultText(mode: PolicyMode, ...texts: (string | null | undefined)[]): void {
  const present = texts.filter((t): t is string => typeof t === 'string' && t.length > 0);
  const joined = present.length > 1 && mode === 'prompt' ? [present.join(', ')] : [];
  if ([...present, ...joined].some((text) => violatesAdultPolicy(text, mode)))
    throw new UnprocessableEntityException(MESSAGES.adultsOnly);
}
