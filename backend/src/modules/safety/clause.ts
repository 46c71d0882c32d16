import { HERE, NOW_STATED, OTHER, OTHERS, OWN, SPEAKER_BEFORE } from './scope-words';
import type { Token } from './tokens';

/** What a clause is read over: the tokens, and whether two of them stand in one clause. */
interface Clauses {
  tokens: readonly Token[];
  linked(a: number, b: number): boolean;
}

/** How many tokens each way a clause is read. */
export const CLAUSE_WINDOW = 16;

/**
 * Whether token `first` stands in a clause that ends before the character position `until` and
 * names no one else there (no possessive, no one present) nor states the age as it is: `at 15 she
 * moved to Lisbon;`, not `her daughter is 8;` nor `Anna is 14,`. Reads at most CLAUSE_WINDOW tokens each way.
 */
export function clauseBefore(scope: Clauses, first: number, until: number): boolean {
  const { tokens } = scope;
  let from = first;
  while (from > 0 && scope.linked(from - 1, from)) if (first - --from > CLAUSE_WINDOW) return false;
  let to = first;
  while (to + 1 < tokens.length && scope.linked(to, to + 1)) if (++to - first > CLAUSE_WINDOW) return false;
  if (tokens[to].end > until) return false;
  // an age stated as it is (`Anna is 14; now 31`) is not her past
  for (let i = Math.max(from, first - 2); i < first; i++) if (NOW_STATED.has(tokens[i].word)) return false;
  for (let i = from; i <= to; i++) {
    const word = tokens[i].word;
    if (OWN.has(word) || OTHER.has(word) || HERE.has(word)) return false;
  }
  return true;
}

/**
 * Whether the clause of token i names the speaker (`ich`, `jag`) and nobody else (`she`, `you`, `ты`). The words of
 * a phrase of someone else's past before it (`toen je`, when you were: Dutch `je` is French `I`) name no speaker.
 */
export function speakerOnly(scope: Clauses, i: number, herPast?: { from: number; to: number }): boolean {
  const { tokens } = scope;
  let speaker = false;
  for (let at = i, n = 0; at >= 0 && n <= CLAUSE_WINDOW && (at === i || scope.linked(at, at + 1)); at--, n++) {
    if (OTHERS.has(tokens[at].word)) return false;
    if (herPast && at >= herPast.from && at <= herPast.to) continue;
    speaker ||= SPEAKER_BEFORE.has(tokens[at].word);
  }
  for (let at = i + 1, n = 0; at < tokens.length && n <= CLAUSE_WINDOW && scope.linked(at - 1, at); at++, n++) {
    if (OTHERS.has(tokens[at].word)) return false;
    speaker ||= SPEAKER_BEFORE.has(tokens[at].word);
  }
  return speaker;
}
