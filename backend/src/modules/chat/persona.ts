import type { Persona } from '../../infra/ai/chat-model.port';
import type { GirlEntity } from '../girls/girl.entity';

/** Her persona for the chat model, from her record and what she remembers. */
export function personaOf(girl: GirlEntity, memory: string | null): Persona {
  const looks = (
    [
      [girl.eyes, 'eyes'],
      [girl.hair, 'hair'],
      [girl.body, 'body'],
      [girl.skin, 'skin'],
    ] as const
  )
    .filter(([v]) => v)
    .map(([v, f]) => `${v} ${f}`);
  return { name: girl.name?.trim() || 'your companion', personality: girl.personality, bio: girl.bio, looks, memory };
}
