import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface ChatMemory {
  summary: string;
  /** the seq of the last message folded into the summary */
  summarizedSeq: string;
}

/** The one owner of the chat_memories table: what she remembers of each conversation beyond the window. */
@Injectable()
export class ChatMemoriesRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** One refresh at a time per conversation, until the caller's transaction ends. */
  async lock(userId: string, girlId: string, m: EntityManager): Promise<void> {
    await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`memory:${userId}:${girlId}`]);
  }

  async find(userId: string, girlId: string, m: EntityManager = this.db.manager): Promise<ChatMemory | null> {
    const [row]: { summary: string; summarized_seq: string }[] = await m.query(
      'SELECT summary, summarized_seq FROM chat_memories WHERE user_id = $1 AND girl_id = $2',
      [userId, girlId],
    );
    return row ? { summary: row.summary, summarizedSeq: row.summarized_seq } : null;
  }

  async save(userId: string, girlId: string, memory: ChatMemory, m: EntityManager = this.db.manager): Promise<void> {
    await m.query(
      `INSERT INTO chat_memories (user_id, girl_id, summary, summarized_seq) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, girl_id) DO UPDATE SET summary = $3, summarized_seq = $4, updated_at = now()`,
      [userId, girlId, memory.summary, memory.summarizedSeq],
    );
  }

  /** Drops a summary that folded in the message at `seq`, so the next reply rebuilds it from what remains. */
  async forgetIfIncludes(userId: string, girlId: string, seq: string, m: EntityManager): Promise<void> {
    await m.query('DELETE FROM chat_memories WHERE user_id = $1 AND girl_id = $2 AND summarized_seq >= $3', [
      userId,
      girlId,
      seq,
    ]);
  }
}
