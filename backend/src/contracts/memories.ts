/** What she remembers about the person in a chat with one of their girls (API.md, memories). */

/** What a memory is about: learned from the person's messages, or `note` for one they wrote themselves. */
export const MEMORY_KINDS = [
  'name',
  'like',
  'dislike',
  'person',
  'pet',
  'place',
  'date',
  'job',
  'plan',
  'note',
] as const;
export type MemoryKind = (typeof MEMORY_KINDS)[number];

/** GET /api/chats/:girlId/memories: one thing she remembers. */
export interface Memory {
  id: string;
  /** "Sister: Anna", "Birthday: May 3", or the person's own words */
  text: string;
  kind: MemoryKind;
  /** pinned memories always reach her prompt first */
  pinned: boolean;
  /** the message it was learned from (the latest that said it); null for one the person wrote */
  sourceMessageId: string | null;
  /** when that message was sent; null for one the person wrote */
  sourceAt: string | null;
  updatedAt: string;
}

/** POST (a memory of the person's own, pinned) and PATCH (text and/or pinned). */
export interface MemoryInput {
  text?: string;
  pinned?: boolean;
}

export const MEMORY_TEXT_MAX = 200;
/** Memories kept per chat; learning a new one past this forgets the oldest learned one that is not pinned. */
export const MEMORIES_PER_CHAT = 100;

export const MEMORY_MESSAGES = {
  notFound: 'Memory not found.',
  blank: 'Please type what she should remember.',
  tooMany: `She already remembers ${MEMORIES_PER_CHAT} things in this chat. Delete one first.`,
  nothingToChange: 'Send new text or pinned.',
} as const;
