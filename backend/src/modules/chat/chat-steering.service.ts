import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import {
  CHAT_MESSAGES,
  FREE_REGENERATIONS_PER_REPLY,
  isImageRequest,
  type Message,
  STEERING_MESSAGES,
} from '../../contracts';
import { PaymentRequiredException } from '../../infra/http/http-errors';
import { PushPort } from '../../infra/realtime/push.port';
import type { SessionUser } from '../auth/session.guard';
import { ChatService } from './chat.service';
import { ChatMessagesRepository, type SeqRow } from './chat-messages.repository';
import { FactsService } from './facts.service';
import { MemoryService } from './memory.service';
import { type MessageRow, toMessage } from './message.view';

/** The answer to a regenerate or an edit: `failed` when the new version could not be written. */
export interface SteeredReply {
  message: Message;
  failed: boolean;
  jobId?: string;
}

/**
 * Steering a chat (API.md, Chat): her last reply regenerated (its versions kept and browsed), the
 * person's last message edited (her reply after it written anew), any message deleted from the
 * person's view (the memory summary follows what remains).
 */
@Injectable()
export class ChatSteeringService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(ChatMessagesRepository) private readonly messages: ChatMessagesRepository,
    @Inject(ChatService) private readonly chat: ChatService,
    @Inject(MemoryService) private readonly memory: MemoryService,
    @Inject(PushPort) private readonly push: PushPort,
    @Inject(FactsService) private readonly facts: FactsService,
  ) {}

  /**
   * A new version of her last reply, streamed like any reply (a picture: a new picture job, a credit
   * for free users), added to her versions and chosen. Not charged (a free user has 3 per reply). When
   * it cannot be written, her reply goes back to the version shown before and `failed` is set.
   */
  async regenerate(user: SessionUser, girlId: string): Promise<SteeredReply> {
    const girl = await this.chat.girl(girlId);
    const started = await this.db.transaction(async (m) => {
      await this.messages.lockConversation(user.id, girlId, m);
      const last = await this.messages.last(user.id, girlId, m);
      if (!last || last.sender !== 'ai') throw new BadRequestException(STEERING_MESSAGES.noReply);
      if (last.loading) throw new ConflictException(STEERING_MESSAGES.stillWriting);
      await this.chat.ensureAllowance(user.id, girlId, m);
      // regenerations are not charged, but a free user has FREE_REGENERATIONS_PER_REPLY of them per reply
      if (
        last.alternatives.length > FREE_REGENERATIONS_PER_REPLY &&
        (await this.chat.freeLeft(user.id, girlId, m)) !== null
      )
        throw new PaymentRequiredException(CHAT_MESSAGES.regenerateLimit);
      const asked = await this.messages.last(user.id, girlId, m, 'user');
      const picture = last.image !== null || (last.failed && !!asked && isImageRequest(asked.text));
      return { before: last, row: await this.messages.startVersion(last.id, m), picture, request: asked?.text ?? '' };
    });
    const { before, row, picture } = started;

    if (picture) {
      const undo = () => this.restore(user.id, girlId, before, true);
      const queued = await this.chat.queuePicture(user, girl, row, started.request, undo);
      return { message: queued.message, jobId: queued.jobId, failed: false };
    }
    const written = await this.chat.write(user, girl, row, row.alternatives.length);
    if (!written.failed)
      return { message: await this.publish(user.id, girlId, await this.messages.addVersion(row.id)), failed: false };
    if (row.alternatives.length === 0) return { message: written.message, failed: true };
    return { message: await this.restore(user.id, girlId, before, false), failed: true };
  }

  /** Her last reply shows version `index` (browsing is never charged). */
  async choose(user: SessionUser, girlId: string, id: string, index: number): Promise<Message> {
    await this.chat.girl(girlId);
    return this.db.transaction(async (m) => {
      await this.messages.lockConversation(user.id, girlId, m);
      const row = await this.lastReply(user.id, girlId, id, m);
      const count = toMessage(row).alternatives?.length ?? 0;
      if (!Number.isInteger(index) || index < 0 || index >= count)
        throw new BadRequestException(STEERING_MESSAGES.badIndex);
      if (row.alternatives.length === 0) return toMessage(row);
      const chosen = await this.messages.choose(row.id, index, row.image !== null, m);
      return this.publish(user.id, girlId, chosen);
    });
  }

  /**
   * The person's own last message gets new text (the content policy ran on it as on a new message)
   * and her reply after it is written anew, counted like a new reply.
   */
  async edit(
    user: SessionUser,
    girlId: string,
    id: string,
    text: string,
  ): Promise<{ message: Message; reply: Message; failed: boolean; jobId?: string }> {
    const content = text.trim();
    if (!content) throw new BadRequestException('Please type a message.');
    const girl = await this.chat.girl(girlId);
    const { edited, reply } = await this.db.transaction(async (m) => {
      await this.messages.lockConversation(user.id, girlId, m);
      const row = await this.messages.findInChat(user.id, girlId, id, m);
      if (!row) throw new NotFoundException(STEERING_MESSAGES.notFound);
      const lastAsked = await this.messages.last(user.id, girlId, m, 'user');
      if (row.sender !== 'user' || lastAsked?.id !== row.id)
        throw new BadRequestException(STEERING_MESSAGES.notLastMessage);
      const last = await this.messages.last(user.id, girlId, m);
      if (last?.loading) throw new ConflictException(STEERING_MESSAGES.stillWriting);
      await this.chat.ensureAllowance(user.id, girlId, m);
      const edited = toMessage(await this.messages.setText(row.id, content, m));
      // memories: what the old text alone said is forgotten, the new text is learned
      await this.facts.forget(user.id, girlId, row.id, m);
      if (girl.ownerId === user.id) await this.facts.learn(user.id, girlId, row.id, content, m);
      const reply =
        last && last.sender === 'ai'
          ? await this.messages.restartReply(last.id, m)
          : await this.messages.addLoading(user.id, girlId, m);
      return { edited, reply };
    });
    this.push.toUser(user.id, 'chat:message', { girlId, message: edited });
    if (isImageRequest(content)) {
      const undo = () => this.messages.delete([reply.id]);
      const queued = await this.chat.queuePicture(user, girl, reply, content, undo);
      return { message: edited, reply: queued.message, jobId: queued.jobId, failed: false };
    }
    const written = await this.chat.write(user, girl, reply);
    return { message: edited, reply: written.message, failed: written.failed };
  }

  /**
   * Gone from the person's view; a memory summary that folded it in is rebuilt from what remains, and
   * the facts only it said are forgotten (pinned ones stay).
   */
  async remove(user: SessionUser, girlId: string, id: string): Promise<void> {
    await this.chat.girl(girlId);
    await this.db.transaction(async (m) => {
      await this.messages.lockConversation(user.id, girlId, m);
      const row = await this.messages.findInChat(user.id, girlId, id, m);
      if (!row) throw new NotFoundException(STEERING_MESSAGES.notFound);
      await this.messages.hide(row.id, m);
      await this.memory.forget(user.id, girlId, row.seq, m);
      await this.facts.forget(user.id, girlId, row.id, m);
    });
  }

  private async lastReply(userId: string, girlId: string, id: string, m: EntityManager): Promise<SeqRow> {
    const row = await this.messages.findInChat(userId, girlId, id, m);
    if (!row) throw new NotFoundException(STEERING_MESSAGES.notFound);
    const last = await this.messages.last(userId, girlId, m);
    if (row.sender !== 'ai' || last?.id !== row.id) throw new BadRequestException(STEERING_MESSAGES.notLastReply);
    if (row.loading) throw new ConflictException(STEERING_MESSAGES.stillWriting);
    return row;
  }

  /** Her reply goes back to the version chosen before a new one was started. */
  private async restore(userId: string, girlId: string, before: SeqRow, picture: boolean): Promise<Message> {
    const restored = await this.messages.choose(before.id, before.alternatives.length > 0 ? before.choice : 0, picture);
    if (restored) return this.publish(userId, girlId, restored);
    // it had no version to go back to (it had failed): it says so again
    await this.messages.failLoading(before.id, CHAT_MESSAGES.replyFailed);
    return this.publish(userId, girlId, await this.messages.findById(before.id));
  }

  private async publish(userId: string, girlId: string, row: MessageRow | null): Promise<Message> {
    if (!row) throw new NotFoundException(STEERING_MESSAGES.notFound);
    const message = toMessage(row);
    this.push.toUser(userId, 'chat:message', { girlId, message });
    return message;
  }
}
