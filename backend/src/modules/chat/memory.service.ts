import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import { ChatModel, type Persona } from '../../infra/ai/chat-model.port';
import { ChatMemoriesRepository } from './chat-memories.repository';
import { ChatMessagesRepository } from './chat-messages.repository';

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
    @Inject(ChatMemoriesRepository) private readonly memories: ChatMemoriesRepository,
    @Inject(ChatMessagesRepository) private readonly messages: ChatMessagesRepository,
    @Inject(ChatModel) private readonly model: ChatModel,
  ) {}

  async recall(userId: string, girlId: string, persona: Omit<Persona, 'memory'>): Promise<string | null> {
    return this.db.transaction(async (m) => {
      // one refresh at a time per conversation
      await this.memories.lock(userId, girlId, m);
      const memory = await this.memories.find(userId, girlId, m);
      // messages older than the window that the summary has not folded in yet
      const older = await this.messages.olderThanWindow(userId, girlId, memory?.summarizedSeq ?? 0, m);
      const due = memory ? older.length >= MEMORY_REFRESH_EVERY : older.length > 0;
      if (!due) return memory?.summary ?? null;
      let summary: string;
      try {
        summary = await this.model.summarize(
          memory?.summary ?? null,
          older
            .filter((o) => o.text)
            .map((o) => ({ role: o.sender === 'user' ? 'user' : 'assistant', content: o.text })),
          { ...persona, memory: memory?.summary ?? null },
        );
      } catch (err) {
        // the chat server failed: she answers with what she remembered so far; the next reply tries again
        this.logger.warn(`memory summary failed: ${(err as Error).message}`);
        return memory?.summary ?? null;
      }
      await this.memories.save(userId, girlId, { summary, summarizedSeq: older[older.length - 1].seq }, m);
      return summary;
    });
  }

  /** A message was deleted: a summary that folded it in is dropped and rebuilt from what remains. */
  async forget(userId: string, girlId: string, seq: string, m: EntityManager): Promise<void> {
    await this.memories.lock(userId, girlId, m);
    await this.memories.forgetIfIncludes(userId, girlId, seq, m);
  }
}
