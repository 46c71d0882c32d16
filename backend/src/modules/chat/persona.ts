import type { Persona } from '../../infra/ai/chat-model.port';
import type { Girl } from '../girls/girl-records.writer';

/** Every appearance field of a girl (API.md, Girl), in the order her looks are described. */
const LOOKS = ['eyes', 'hair', 'mouth', 'nose', 'body', 'skin'] as const satisfies readonly (keyof Girl)[];

/** Her persona for the chat model, from her record and what she remembers (`facts`: facts.service.ts). */
export function personaOf(girl: Girl, memory: string | null, facts?: string[]): Persona {
  const looks = LOOKS.flatMap((field) => {
    const value = girl[field]?.trim();
    return value ? [`${value} ${field}`] : [];
  });
  // a girl from a character card also has her personality as text and a scenario
  const card = [
    girl.personalityText && `Personality: ${girl.personalityText}`,
    girl.scenario && `Scenario: ${girl.scenario}`,
  ].filter(Boolean);
  const bio = [girl.bio, ...card].filter(Boolean).join('\n\n') || null;
  const persona: Persona = {
    name: girl.name?.trim() || 'your companion',
    personality: girl.personality,
    bio,
    looks,
    memory,
  };
  // memories: what she learned about the person and what they pinned (already within the prompt budget)
  if (facts?.length) persona.facts = facts;
  return persona;
}
