import { Inject, Injectable, Logger } from '@nestjs/common';

import { CHAT_MESSAGES, type Message } from '../../contracts';
import { PushPort } from '../../infra/realtime/push.port';
import type { ReplyGuard } from '../safety/reply-guard';
import { ChatMessagesRepository } from './chat-messages.repository';
import { toMessage } from './message.view';

/** The text of a reply being written is stored at least this often while tokens arrive. */
export const REPLY_FLUSH_MS = 250;
/** A writer that is alive but waiting (a slow first token) still marks its reply this often. */
export const REPLY_HEARTBEAT_MS = 10_000;

/** Her loading message that a reply is written into. */
export interface ReplyTarget {
  userId: string;
  girlId: string;
  messageId: string;
}

export interface WrittenReply {
  message: Message;
  /** her whole reply, or the failure text */
  text: string;
  failed: boolean;
}

/**
 * Writes her reply into its loading message: every token is pushed as chat:token (with its offset in
 * the text), the text so far is flushed to the row in batches (REPLY_FLUSH_MS), so a refetch shows it
 * and a reply whose writer died can be found (stale-replies.ts); the end is stored and pushed as
 * chat:message.
 *
 * A reply that cannot finish (provider 500 or 429, a dropped or stalled stream, anything thrown while
 * preparing it) ends as CHAT_MESSAGES.replyFailed with `failed` set. The part that streamed before
 * the failure is dropped on purpose: half a sentence is not what she meant to say, and keeping it next
 * to the apology would read as her words. The person saw it grow, then sees it replaced by the failure
 * text; a failed message is never sent to the model as history, never counted toward the free limit
 * and never folded into her memory.
 */
@Injectable()
export class ChatReplyWriter {
  private readonly logger = new Logger('ChatReply');

  constructor(
    @Inject(ChatMessagesRepository) private readonly messages: ChatMessagesRepository,
    @Inject(PushPort) private readonly push: PushPort,
  ) {}

  /**
   * With a `guard` (SAFETY.md: the output check), only text it has checked is shown and stored, and a
   * reply it refuses ends as its sentence instead.
   */
  async write(target: ReplyTarget, deltas: AsyncIterable<string>, guard?: ReplyGuard): Promise<WrittenReply> {
    const flusher = new ReplyFlusher(this.messages, target.messageId, this.logger);
    let text = '';
    let failed = false;
    try {
      for await (const piece of guard ? guard.filter(deltas) : deltas) {
        // Postgres text holds no NUL; dropped before counting, so offsets match the stored text
        const delta = piece.replace(/\0/g, '');
        if (!delta) continue;
        const offset = text.length;
        text += delta;
        flusher.update(text);
        this.push.toUser(target.userId, 'chat:token', {
          girlId: target.girlId,
          messageId: target.messageId,
          delta,
          offset,
        });
      }
      if (!text.trim() && !guard?.replaced) throw new Error('the reply was empty');
    } catch (err) {
      failed = true;
      this.logger.warn(`reply ${target.messageId} failed: ${(err as Error).message}`);
    } finally {
      await flusher.stop();
    }
    const final = failed ? CHAT_MESSAGES.replyFailed : (guard?.final(text.trim()) ?? text.trim());
    const message = await this.finish(target.messageId, final, failed);
    this.push.toUser(target.userId, 'chat:message', { girlId: target.girlId, message });
    return { message, text: message.text, failed: message.failed };
  }

  /** Stores the end; when the stale-reply sweep ended the reply first, its end stands. */
  private async finish(id: string, text: string, failed: boolean): Promise<Message> {
    const ended = await this.messages.finishReply(id, text, failed);
    if (ended) return toMessage(ended);
    const row = await this.messages.findById(id);
    return toMessage(
      row ?? { id, sender: 'ai', text, image: null, loading: false, premium: false, failed, created_at: new Date() },
    );
  }
}

/**
 * Stores the text so far on the loading row: at most one write in flight, one every REPLY_FLUSH_MS
 * while the text grows, and a heartbeat every REPLY_HEARTBEAT_MS while it does not.
 */
class ReplyFlusher {
  private text = '';
  private stored = '';
  private storedAt = Date.now();
  private writing: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly messages: ChatMessagesRepository,
    private readonly id: string,
    private readonly logger: Logger,
  ) {
    this.timer = setInterval(() => this.tick(), REPLY_FLUSH_MS);
  }

  update(text: string): void {
    this.text = text;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.writing;
  }

  private tick(): void {
    if (this.writing) return;
    const due = this.text !== this.stored || Date.now() - this.storedAt >= REPLY_HEARTBEAT_MS;
    if (!due) return;
    const text = this.text;
    this.writing = this.messages
      .flushReply(this.id, text)
      .then(() => {
        this.stored = text;
        this.storedAt = Date.now();
      })
      // a missed flush is caught up by the next one; the reply itself goes on
      .catch((err: Error) => this.logger.warn(`reply ${this.id}: flush failed: ${err.message}`))
      .finally(() => {
        this.writing = null;
      });
  }
}
