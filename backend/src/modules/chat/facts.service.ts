import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import { MEMORIES_PER_CHAT, type Memory, MEMORY_MESSAGES, MESSAGES } from '../../contracts';
import { learnFacts } from '../../infra/ai/chat/fact-lines';
import type { SessionUser } from '../auth/session.guard';
import { GirlRecords } from '../girls/girl-records.writer';
import { violatesAdultPolicy } from '../safety/content-policy';
import { ChatFactsRepository, type FactRow } from './chat-facts.repository';
import { ChatMessagesRepository } from './chat-messages.repository';
import { factsWithinBudget } from './facts-prompt';

const toMemory = (row: FactRow): Memory => ({
  id: row.id,
  text: row.text,
  kind: row.kind,
  pinned: row.pinned,
  sourceMessageId: row.source_message_id,
  sourceAt: row.source_at ? row.source_at.toISOString() : null,
  updatedAt: row.updated_at.toISOString(),
});

/** "like:jazz" ↔ "dislike:jazz": learning one drops the other. */
function oppositeOf(key: string): string | null {
  if (key.startsWith('like:')) return `dis${key}`;
  if (key.startsWith('dislike:')) return key.slice(3);
  return null;
}

/**
 * What she remembers about the person, a fact a row (API.md, memories), in chats with the person's
 * own girls: learned from each message they send (fact-lines.ts: linear, no model, every provider),
 * re-learned when they edit it, forgotten with the message that alone said it; the person lists,
 * adds, edits, pins and deletes them; pinned first, then the newest go into her prompt within a budget.
 */
@Injectable()
export class FactsService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(ChatFactsRepository) private readonly facts: ChatFactsRepository,
    @Inject(ChatMessagesRepository) private readonly messages: ChatMessagesRepository,
    @Inject(GirlRecords) private readonly girls: GirlRecords,
  ) {}

  /** The person's message was stored: what it says about them is learned, in the caller's transaction. */
  async learn(userId: string, girlId: string, messageId: string, text: string, m: EntityManager): Promise<void> {
    // memories are read in character mode (SAFETY.md): a fact the policy refuses there is not kept
    const found = learnFacts(text).filter((fact) => !violatesAdultPolicy(fact.text, 'character'));
    if (!found.length) return;
    for (const fact of found) await this.facts.learn(userId, girlId, messageId, fact, oppositeOf(fact.key), m);
    await this.facts.trim(userId, girlId, MEMORIES_PER_CHAT, m);
  }

  /** The message was deleted (or is about to be re-learned): the facts only it said are forgotten. */
  async forget(userId: string, girlId: string, messageId: string, m: EntityManager): Promise<void> {
    await this.facts.forgetMessage(userId, girlId, messageId, m);
  }

  /** The lines her prompt gets: pinned first, then the newest, within FACTS_PROMPT_TOKENS. */
  async forPrompt(userId: string, girlId: string): Promise<string[]> {
    return factsWithinBudget((await this.facts.list(userId, girlId)).map((row) => row.text));
  }

  async list(user: SessionUser, girlId: string): Promise<{ memories: Memory[] }> {
    await this.ownGirl(user, girlId);
    return { memories: (await this.facts.list(user.id, girlId)).map(toMemory) };
  }

  /** One of the person's own, pinned; 409 past MEMORIES_PER_CHAT. */
  async add(user: SessionUser, girlId: string, text: string): Promise<Memory> {
    await this.ownGirl(user, girlId);
    return this.db.transaction(async (m) => {
      await this.messages.lockConversation(user.id, girlId, m);
      if ((await this.facts.count(user.id, girlId, m)) >= MEMORIES_PER_CHAT)
        throw new ConflictException(MEMORY_MESSAGES.tooMany);
      const id = await this.facts.add(user.id, girlId, text, true, m);
      return toMemory((await this.facts.find(user.id, girlId, id, m))!);
    });
  }

  async update(user: SessionUser, girlId: string, id: string, change: { text?: string; pinned?: boolean }) {
    await this.ownGirl(user, girlId);
    return this.db.transaction(async (m) => {
      await this.messages.lockConversation(user.id, girlId, m);
      if (!(await this.facts.find(user.id, girlId, id, m))) throw new NotFoundException(MEMORY_MESSAGES.notFound);
      await this.facts.update(id, change, m);
      return toMemory((await this.facts.find(user.id, girlId, id, m))!);
    });
  }

  async remove(user: SessionUser, girlId: string, id: string): Promise<void> {
    await this.ownGirl(user, girlId);
    if (!(await this.facts.find(user.id, girlId, id))) throw new NotFoundException(MEMORY_MESSAGES.notFound);
    await this.facts.delete(id);
  }

  /** Memories are kept in chats with the person's own girls: another's girl is not found. */
  private async ownGirl(user: SessionUser, girlId: string): Promise<void> {
    if ((await this.girls.findById(girlId))?.ownerId !== user.id) throw new NotFoundException(MESSAGES.girlNotFound);
  }
}
