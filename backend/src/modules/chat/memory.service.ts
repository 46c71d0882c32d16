import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CHAT_WINDOW } from '../../contracts';
import { ChatModel, type Persona } from '../../infra/ai/chat-model.port';

/** Older messages are folded into the summary once this many have piled up beyond the window. */
export const MEMORY_REFRESH_EVERY = 20;

/**
 * What she remembers beyond the last 50 messages: a per-user-and-girl summary written by the chat
 * model, refreshed every 20 new messages, and given to the model in the system prompt. Failed replies
 * are not her words and are never folded in.
 */
@Injectable()
export class MemoryService {
  private readonly logger = new Logger('ChatMemory');

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(ChatModel) private readonly model: ChatModel,
  ) {}

  async recall(userId: string, girlId: string, persona: Omit<Persona, 'memory'>): Promise<string | null> {
    return this.db.transaction(async (m) => {
      // one refresh at a time per conversation
      await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`memory:${userId}:${girlId}`]);
      const [memory]: { summary: string; summarized_seq: string }[] = await m.query(
        'SELECT summary, summarized_seq FROM chat_memories WHERE user_id = $1 AND girl_id = $2',
        [userId, girlId],
      );
      // messages older than the window that the summary has not folded in yet
      const older: { sender: 'user' | 'ai'; text: string; seq: string }[] = await m.query(
        `SELECT sender, text, seq FROM chat_messages
         WHERE user_id = $1 AND girl_id = $2 AND seq > $3 AND NOT loading AND NOT failed
           AND seq < (SELECT min(seq) FROM (SELECT seq FROM chat_messages WHERE user_id = $1 AND girl_id = $2
                                             ORDER BY seq DESC LIMIT ${CHAT_WINDOW}) w)
         ORDER BY seq`,
        [userId, girlId, memory?.summarized_seq ?? 0],
      );
      const due = memory ? older.length >= MEMORY_REFRESH_EVERY : older.length > 0;
      if (!due) return memory?.summary ?? null;
      let summary: string;
      try {
        summary = await this.model.summarize(
          memory?.summary ?? null,
          older.filter((o) => o.text).map((o) => ({ role: o.sender === 'user' ? 'user' : 'assistant', content: o.text })),
          { ...persona, memory: memory?.summary ?? null },
        );
      } catch (err) {
        // the chat server failed: she answers with what she remembered so far; the next reply tries again
        this.logger.warn(`memory summary failed: ${(err as Error).message}`);
        return memory?.summary ?? null;
      }
      await m.query(
        `INSERT INTO chat_memories (user_id, girl_id, summary, summarized_seq) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, girl_id) DO UPDATE SET summary = $3, summarized_seq = $4, updated_at = now()`,
        [userId, girlId, summary, older[older.length - 1].seq],
      );
      return summary;
    });
  }
}
