/** What she remembers about the person may take about this many tokens of her system prompt. */
export const FACTS_PROMPT_TOKENS = 300;

/** A rough token count: about 4 characters a token. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

/**
 * The facts that fit in FACTS_PROMPT_TOKENS, in the order given (pinned first, then the newest
 * learned); one that does not fit is skipped and a shorter one after it may still go in.
 */
export function factsWithinBudget(facts: string[], budget = FACTS_PROMPT_TOKENS): string[] {
  const kept: string[] = [];
  let used = 0;
  for (const fact of facts) {
    // "- " and the line break count too
    const cost = estimateTokens(`- ${fact}\n`);
    if (used + cost > budget) continue;
    kept.push(fact);
    used += cost;
  }
  return kept;
}

/** Her system prompt's block of facts about the person, or null when she knows none. */
export function factsSection(facts: string[] | undefined): string | null {
  if (!facts?.length) return null;
  return [
    'What the user has told you about their life (pinned ones first; the user can see and edit this list). Use it naturally when it fits, and never invent other facts about them:',
    ...facts.map((fact) => `- ${fact}`),
  ].join('\n');
}
