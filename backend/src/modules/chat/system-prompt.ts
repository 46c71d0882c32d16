import type { Persona } from '../../infra/ai/chat-model.port';
import { ADULT_PHRASE } from '../girls/prompts';
import { factsSection } from './facts-prompt';

/** Who she is, how she answers, and what she remembers: the one place the system prompt is built. */
export function buildSystemPrompt(persona: Persona): string {
  const lines = [
    `You are ${persona.name}, a fictional ${ADULT_PHRASE}, chatting with the user as their companion.`,
    persona.personality.length ? `Your personality: ${persona.personality.join(', ')}.` : null,
    persona.looks.length ? `Your looks: ${persona.looks.join(', ')}.` : null,
    ...loreBlock(persona, 'before'),
    persona.bio ? `About you: ${persona.bio}` : null,
    ...loreBlock(persona, 'after'),
    'Answer in character, in the first person, warmly and naturally, in 1 to 3 short sentences.',
    'Ask a question back now and then. Keep it tasteful: no explicit content.',
    'Never say you are an AI or a language model unless the user sincerely asks whether you are one.',
    persona.memory ? `What you remember from earlier in your conversation: ${persona.memory}` : null,
    // memories (facts she learned and the user's own, within their token budget): facts-prompt.ts
    factsSection(persona.facts),
  ];
  return lines.filter(Boolean).join('\n');
}

/** Lorebook: the entries the conversation calls up, in their order, as a block of their own before or after her description. */
function loreBlock(persona: Persona, where: 'before' | 'after'): string[] {
  const entries = persona.lore?.[where] ?? [];
  return entries.length ? ['[Lore: what you know about your world]', ...entries, '[End of lore]'] : [];
}
