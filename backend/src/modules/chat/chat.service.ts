import { BadRequestException, Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CHAT_MESSAGES, CHAT_PICTURE_PARAMS, CHAT_WINDOW, FREE_CHAT_AI_MESSAGES, MESSAGES, type Message } from '../../contracts';
import { ChatModel } from '../../infra/ai/chat-model.port';
import { PaymentRequiredException } from '../../infra/http/http-errors';
import { RealtimeGateway } from '../../infra/realtime/realtime.gateway';
import type { SessionUser } from '../auth/session.guard';
import { ReplyGuard, replyViolates } from '../safety/reply-guard';
import { GirlEntity } from '../girls/girl.entity';
import { GirlsService } from '../girls/girls.service';
import { picsPrompt } from '../girls/prompts';
import { JobsService } from '../jobs/jobs.service';
import { ChatReplyWriter } from './chat-reply-writer';
import { providerFailure } from './provider-failure';
import { randomGreeting } from './greetings';
import { isImageRequest } from './image-request';
import { MemoryService } from './memory.service';
import { toMessage, type MessageRow } from './message.view';
import { personaOf } from './persona';
import { buildSystemPrompt } from './system-prompt';

const lockConversation = (m: EntityManager, userId: string, girlId: string) =>
  m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`chat:${userId}:${girlId}`]);

@Injectable()
export class ChatService {
  private readonly logger = new Logger('Chat');

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(ChatModel) private readonly model: ChatModel,
    @Inject(MemoryService) private readonly memory: MemoryService,
    @Inject(GirlsService) private readonly girls: GirlsService,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(RealtimeGateway) private readonly realtime: RealtimeGateway,
    @Inject(ChatReplyWriter) private readonly writer: ChatReplyWriter,
  ) {}

  private async girl(id: string): Promise<GirlEntity> {
    const girl = await this.db.getRepository(GirlEntity).findOneBy({ id });
    if (!girl) throw new NotFoundException(CHAT_MESSAGES.girlMissing);
    return girl;
  }

  /**
   * The last 50 messages, oldest first. The first open stores one random greeting (once, even when
   * two requests arrive together); her owner's first open of a girl without a portrait queues one.
   */
  async open(user: SessionUser, girlId: string): Promise<{ messages: Message[]; portraitJobId: string | null }> {
    const girl = await this.girl(girlId);
    const messages = await this.db.transaction(async (m) => {
      await lockConversation(m, user.id, girlId);
      const [{ count }] = await m.query('SELECT count(*)::int AS count FROM chat_messages WHERE user_id = $1 AND girl_id = $2', [user.id, girlId]);
      if (count === 0) {
        await m.query(`INSERT INTO chat_messages (user_id, girl_id, sender, text) VALUES ($1, $2, 'ai', $3)`, [user.id, girlId, randomGreeting()]);
      }
      return this.window(m, user.id, girlId);
    });
    const portraitJobId = girl.ownerId === user.id && !girl.imageUrl ? await this.girls.ensurePortrait(user, girl) : null;
    return { messages, portraitJobId };
  }

  /** Stores the user's message and her reply, streaming the reply to the user's sockets as it is written. */
  async send(user: SessionUser, girlId: string, text: string): Promise<{ response: string; message: Message; jobId?: string }> {
    const content = text.trim();
    if (!content) throw new BadRequestException('Please type a message.');
    const girl = await this.girl(girlId);
    const picture = isImageRequest(content);

    const reply = await this.db.transaction(async (m) => {
      await lockConversation(m, user.id, girlId);
      const [{ subscribed, ai }] = await m.query(
        `SELECT COALESCE((SELECT sub_end > now() FROM users WHERE id = $1), false) AS subscribed,
                (SELECT count(*)::int FROM chat_messages WHERE user_id = $1 AND girl_id = $2 AND sender = 'ai' AND NOT failed) AS ai`,
        [user.id, girlId],
      );
      // a failed reply or picture is not charged (API.md, Chat)
      if (!subscribed && ai >= FREE_CHAT_AI_MESSAGES) throw new PaymentRequiredException(CHAT_MESSAGES.upsell);
      const [asked]: { id: string }[] = await m.query(
        `INSERT INTO chat_messages (user_id, girl_id, sender, text) VALUES ($1, $2, 'user', $3) RETURNING id`,
        [user.id, girlId, content],
      );
      // her message is placed right after it, so two tabs sending at once keep each pair together
      const [row]: MessageRow[] = await m.query(
        `INSERT INTO chat_messages (user_id, girl_id, sender, text, loading) VALUES ($1, $2, 'ai', '', true) RETURNING *`,
        [user.id, girlId],
      );
      return { row, askedId: asked.id };
    });

    if (picture) return this.queuePicture(user, girl, reply.row, content, reply.askedId);
    return this.write(user, girl, reply.row);
  }

  private async queuePicture(user: SessionUser, girl: GirlEntity, reply: MessageRow, request: string, askedId: string) {
    const { jobId } = await this.jobs
      .create(user.id, 'chat-picture', {
        girlId: girl.id,
        messageId: reply.id,
        prompt: picsPrompt(girl, null, request),
        ...CHAT_PICTURE_PARAMS,
        referenceUrl: girl.imageUrl,
      })
      .catch(async (err: unknown) => {
        // the picture could not be queued (503): the request and her waiting reply go, nothing half-done
        await this.db.query('DELETE FROM chat_messages WHERE id = ANY($1)', [[askedId, reply.id]]).catch(() => undefined);
        throw err;
      });
    const message = toMessage(reply);
    this.realtime.toUserEverywhere(user.id).emit('chat:message', { girlId: girl.id, message });
    return { response: '', message, jobId };
  }

  /** Her reply, streamed into its loading message (chat-reply-writer.ts: flushing, failures, the end). */
  private async write(user: SessionUser, girl: GirlEntity, reply: MessageRow) {
    // SAFETY.md: only checked text is shown; a reply that makes her a minor is replaced
    const guard = new ReplyGuard();
    const written = await this.writer.write({ userId: user.id, girlId: girl.id, messageId: reply.id }, this.replyStream(user, girl), guard);
    return { response: written.text, message: written.message };
  }

  /**
   * The model's reply as text deltas. Preparing it (memory, history) happens inside the stream, so a
   * failure there ends the reply like a provider failure does. Failed replies are not her words and
   * never go back to the model.
   */
  private async *replyStream(user: SessionUser, girl: GirlEntity): AsyncGenerator<string> {
    const persona = personaOf(girl, await this.memory.recall(user.id, girl.id, personaOf(girl, null)));
    const history = (await this.window(this.db.manager, user.id, girl.id))
      .filter((msg) => !msg.loading && !msg.failed && msg.text)
      .map((msg) => ({ role: msg.sender === 'user' ? ('user' as const) : ('assistant' as const), content: msg.text }));
    yield* this.model.stream({ system: buildSystemPrompt(persona), persona, history });
  }

  /**
   * Writes and stores her bio (owner only). A provider failure answers 503 'This feature is not
   * available right now.', or 429 with Retry-After when the provider said how long to wait; never 500.
   */
  async bio(user: SessionUser, girlId: string): Promise<{ bio: string }> {
    const girl = await this.girls.owned(user, girlId);
    const bio = (await this.model.bio(personaOf(girl, null)).catch((err: unknown) => providerFailure(this.logger, 'bio', err))).trim();
    if (!bio) throw new ServiceUnavailableException(MESSAGES.featureUnavailable);
    if (replyViolates(bio)) throw new UnprocessableEntityException(MESSAGES.adultsOnly);
    await this.db.query('UPDATE girls SET bio = $2 WHERE id = $1', [girlId, bio]);
    return { bio };
  }

  private async window(m: EntityManager, userId: string, girlId: string): Promise<Message[]> {
    const rows: MessageRow[] = await m.query(
      `SELECT * FROM (SELECT * FROM chat_messages WHERE user_id = $1 AND girl_id = $2 ORDER BY seq DESC LIMIT ${CHAT_WINDOW}) w ORDER BY seq`,
      [userId, girlId],
    );
    return rows.map(toMessage);
  }
}
