import type { Message } from '../../contracts';
import type { ChatMessageEntity } from './chat-message.entity';

/** A chat_messages row, as TypeORM or a raw query returns it. */
export interface MessageRow {
  id: string;
  sender: 'user' | 'ai';
  text: string;
  image: string | null;
  loading: boolean;
  premium: boolean;
  failed: boolean;
  alternatives?: string[];
  choice?: number;
  created_at?: Date;
  createdAt?: Date;
}

/**
 * Her versions of a reply: the stored ones once it was regenerated, else the one shown (none while it
 * is written or when it failed). The person's messages have none.
 */
function versionsOf(row: MessageRow | ChatMessageEntity): { alternatives: string[]; choice: number } {
  const stored = row.alternatives ?? [];
  if (row.sender === 'user') return { alternatives: [], choice: 0 };
  if (stored.length > 0) return { alternatives: stored, choice: Math.min(row.choice ?? 0, stored.length - 1) };
  if (row.loading || row.failed) return { alternatives: [], choice: 0 };
  return { alternatives: [row.image ?? row.text], choice: 0 };
}

export function toMessage(row: MessageRow | ChatMessageEntity): Message {
  const created = 'createdAt' in row && row.createdAt ? row.createdAt : (row as MessageRow).created_at!;
  return {
    id: row.id,
    sender: row.sender,
    text: row.text,
    image: row.image,
    loading: row.loading,
    premium: row.premium,
    failed: row.failed,
    ...versionsOf(row),
    createdAt: created.toISOString(),
  };
}
