import { foldData } from './normalize';
import { policyRegExp } from './patterns';
import { NOW } from './policy-data/now';
import { endsClause } from './tokens';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (words: string[]) => [...new Set(words.map((w) => escape(foldData(w))))].join('|');

/** A word that tells the time is now: whole words, or inside runs of letters in scripts without spaces. */
const NOW_WORD = policyRegExp(`(?<![\\p{L}])(?:${alternation(NOW.whole)})(?![\\p{L}])|(?:${alternation(NOW.inside)})`);
/** How far from an age a word that says "now" is looked for. */
const BEFORE = 24;
const AFTER = 16;

/** The part of `text` after its last clause end (`fromEnd`), or before its first one. */
function sameClause(text: string, fromEnd: boolean): string {
  if (fromEnd) {
    for (let i = text.length - 1; i >= 0; i--) if (endsClause(text[i])) return text.slice(i + 1);
    return text;
  }
  for (let i = 0; i < text.length; i++) if (endsClause(text[i])) return text.slice(0, i);
  return text;
}

/**
 * Whether the age told at [at, end) of the folded text is said to be hers now: a word for "now" in
 * its clause, just before it (`şimdi 31 yaşında`, `sekarang dia 31 tahun`) or just after it (`31 ans
 * maintenant`, `33살인 지금은`). Reads a fixed window around the age.
 */
export function toldAsNow(text: string, at: number, end: number): boolean {
  const before = sameClause(text.slice(Math.max(0, at - BEFORE), at), true);
  const after = sameClause(text.slice(end, end + AFTER), false);
  return NOW_WORD.test(before) || NOW_WORD.test(after);
}
