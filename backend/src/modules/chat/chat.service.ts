import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import {
  CHAT_MESSAGES,
  CHAT_PICTURE_PARAMS,
  FREE_CHAT_AI_MESSAGES,
  isImageRequest,
  type Message,
  MESSAGES,
  type RecentChat,
} from '../../contracts';
import { ChatModel } from '../../infra/ai/chat-model.port';
import { PaymentRequiredException } from '../../infra/http/http-errors';
import { PushPort } from '../../infra/realtime/push.port';
import type { SessionUser } from '../auth/session.guard';
import { type Girl, GirlRecords } from '../girls/girl-records.writer';
import { GirlsService } from '../girls/girls.service';
import { picsPrompt } from '../girls/prompts';
import { JobsService } from '../jobs/jobs.service';
import { ReplyGuard, replyViolates } from '../safety/reply-guard';
import { UserAccounts } from '../users/user-accounts.writer';
import { ChatMessagesRepository } from './chat-messages.repository';
import { ChatReplyWriter } from './chat-reply-writer';
import { FactsService } from './facts.service';
import { greetingFor } from './greetings';
import { loreOf } from './lorebook';
import { MemoryService } from './memory.service';
import { type MessageRow, toMessage } from './message.view';
import { personaOf } from './persona';
import { providerFailure } from './provider-failure';
import { buildSystemPrompt } from './system-prompt';

@Injectable()
export class ChatService {
  private readonly logger = new Logger('Chat');

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(ChatMessagesRepository) private readonly messages: ChatMessagesRepository,
    @Inject(GirlRecords) private readonly girlRows: GirlRecords,
    @Inject(UserAccounts) private readonly users: UserAccounts,
    @Inject(ChatModel) private readonly model: ChatModel,
    @Inject(MemoryService) private readonly memory: MemoryService,
    @Inject(GirlsService) private readonly girls: GirlsService,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(PushPort) private readonly push: PushPort,
    @Inject(ChatReplyWriter) private readonly writer: ChatReplyWriter,
    @Inject(FactsService) private readonly facts: FactsService,
  ) {}

  async girl(id: string): Promise<Girl> {
    const girl = await this.girlRows.findById(id);
    if (!girl) throw new NotFoundException(CHAT_MESSAGES.girlMissing);
    return girl;
  }

  /**
   * The last 50 messages, oldest first. The first open stores one random greeting (once, even when
   * two requests arrive together); her owner's first open of a girl without a portrait queues one.
   */
  async open(
    user: SessionUser,
    girlId: string,
  ): Promise<{ messages: Message[]; portraitJobId: string | null; freeLeft: number | null }> {
    const girl = await this.girl(girlId);
    const messages = await this.db.transaction(async (m) => {
      await this.messages.lockConversation(user.id, girlId, m);
      if ((await this.messages.count(user.id, girlId, m)) === 0)
        await this.messages.add(user.id, girlId, 'ai', greetingFor(girl, user.username), m);
      return { messages: await this.window(m, user.id, girlId), freeLeft: await this.freeLeft(user.id, girlId, m) };
    });
    const portraitJobId =
      girl.ownerId === user.id && !girl.imageUrl ? await this.girls.ensurePortrait(user, girl) : null;
    return { ...messages, portraitJobId };
  }

  /** Stores the user's message and her reply, streaming the reply to the user's sockets as it is written. */
  async send(
    user: SessionUser,
    girlId: string,
    text: string,
  ): Promise<{ response: string; message: Message; jobId?: string; asked: Message; freeLeft: number | null }> {
    const content = text.trim();
    if (!content) throw new BadRequestException('Please type a message.');
    const girl = await this.girl(girlId);
    const picture = isImageRequest(content);

    const reply = await this.db.transaction(async (m) => {
      await this.messages.lockConversation(user.id, girlId, m);
      await this.ensureAllowance(user.id, girlId, m);
      const asked = await this.messages.add(user.id, girlId, 'user', content, m);
      // memories: what the message says about the person, in chats with their own girls
      if (girl.ownerId === user.id) await this.facts.learn(user.id, girlId, asked.id, content, m);
      // her message is placed right after it, so two tabs sending at once keep each pair together
      const row = await this.messages.addLoading(user.id, girlId, m);
      return { row, asked, freeLeft: await this.freeLeft(user.id, girlId, m) };
    });
    const { freeLeft } = reply;

    // the picture could not be queued (503): the request and her waiting reply go, nothing half-done
    const asked = toMessage(reply.asked);
    if (picture)
      return {
        ...(await this.queuePicture(user, girl, reply.row, content, () =>
          this.db.transaction(async (m) => {
            await this.facts.forget(user.id, girlId, reply.asked.id, m);
            await this.messages.delete([reply.asked.id, reply.row.id], m);
          }),
        )),
        asked,
        freeLeft,
      };
    const { response, message } = await this.write(user, girl, reply.row);
    return { response, message, asked, freeLeft };
  }

  /** The person's last conversations (at most 50), the latest first, each with its last message. */
  async recent(user: SessionUser): Promise<{ chats: RecentChat[] }> {
    const rows = await this.messages.recent(user.id, 50);
    return {
      chats: rows.map((row) => ({
        girlId: row.girl_id,
        last: { sender: row.sender, text: row.text, image: row.image, createdAt: row.created_at!.toISOString() },
      })),
    };
  }

  /**
   * How many of her messages a free user has left in this chat (the greeting counts, failed ones do
   * not, regenerations do not); null for a subscriber.
   */
  async freeLeft(userId: string, girlId: string, m: EntityManager): Promise<number | null> {
    if (await this.users.isSubscribed(userId, m)) return null;
    return Math.max(0, FREE_CHAT_AI_MESSAGES - (await this.messages.countCharged(userId, girlId, m)));
  }

  /** 402 with the upsell when a free user's chat with her already counts FREE_CHAT_AI_MESSAGES replies. */
  async ensureAllowance(userId: string, girlId: string, m: EntityManager): Promise<void> {
    // a failed reply or picture is not charged (API.md, Chat)
    const overFreeLimit = (await this.messages.countCharged(userId, girlId, m)) >= FREE_CHAT_AI_MESSAGES;
    if (overFreeLimit && !(await this.users.isSubscribed(userId, m)))
      throw new PaymentRequiredException(CHAT_MESSAGES.upsell);
  }

  /**
   * Queues the picture her waiting reply becomes; a free user pays one credit for it (the Pics rules:
   * 402 at 0 credits). `undo` runs when it cannot be queued (no credit, or 503).
   */
  async queuePicture(user: SessionUser, girl: Girl, reply: MessageRow, request: string, undo: () => Promise<unknown>) {
    const { jobId } = await this.jobs
      .create(user.id, 'chat-picture', {
        girlId: girl.id,
        messageId: reply.id,
        prompt: picsPrompt(girl, null, request),
        ...CHAT_PICTURE_PARAMS,
        referenceUrl: girl.imageUrl,
      })
      .catch(async (err: unknown) => {
        await undo().catch(() => undefined);
        throw err;
      });
    const message = toMessage(reply);
    this.push.toUser(user.id, 'chat:message', { girlId: girl.id, message });
    return { response: '', message, jobId };
  }

  /**
   * Her reply, streamed into its loading message (chat-reply-writer.ts: flushing, failures, the end);
   * `variant` asks for another version than the earlier ones.
   */
  async write(user: SessionUser, girl: Girl, reply: MessageRow, variant = 0) {
    // SAFETY.md: only checked text is shown; a reply that makes her a minor is replaced
    const guard = new ReplyGuard();
    const written = await this.writer.write(
      { userId: user.id, girlId: girl.id, messageId: reply.id },
      this.replyStream(user, girl, variant),
      guard,
    );
    return { response: written.text, message: written.message, failed: written.failed };
  }

  /**
   * The model's reply as text deltas. Preparing it (memory, history) happens inside the stream, so a
   * failure there ends the reply like a provider failure does. Failed replies are not her words and
   * never go back to the model.
   */
  private async *replyStream(user: SessionUser, girl: Girl, variant: number): AsyncGenerator<string> {
    const memory = await this.memory.recall(user.id, girl.id, personaOf(girl, null));
    const persona = personaOf(girl, memory, await this.facts.forPrompt(user.id, girl.id));
    const history = (await this.window(this.db.manager, user.id, girl.id))
      .filter((msg) => !msg.loading && !msg.failed && msg.text)
      .map((msg) => ({ role: msg.sender === 'user' ? ('user' as const) : ('assistant' as const), content: msg.text }));
    // her lorebook: the entries the last messages call up (lorebook.ts)
    const book = (await this.girlRows.lorebookOf(girl.id))?.book;
    persona.lore = loreOf(
      book,
      history.map((turn) => turn.content),
    );
    yield* this.model.stream({ system: buildSystemPrompt(persona), persona, history, variant });
  }

  /**
   * Writes and stores her bio (owner only). A provider failure answers 503 'This feature is not
   * available right now.', or 429 with Retry-After when the provider said how long to wait; never 500.
   */
  async bio(user: SessionUser, girlId: string): Promise<{ bio: string }> {
    const girl = await this.girls.owned(user, girlId);
    const bio = (
      await this.model.bio(personaOf(girl, null)).catch((err: unknown) => providerFailure(this.logger, 'bio', err))
    ).trim();
    if (!bio) throw new ServiceUnavailableException(MESSAGES.featureUnavailable);
    if (replyViolates(bio)) throw new UnprocessableEntityException(MESSAGES.adultsOnly);
    await this.girlRows.setBio(girlId, bio);
    return { bio };
  }

  private async window(m: EntityManager, userId: string, girlId: string): Promise<Message[]> {
    return (await this.messages.window(userId, girlId, m)).map(toMessage);
  }
}
