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
  created_at?: Date;
  createdAt?: Date;
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
    createdAt: created.toISOString(),
  };
}
