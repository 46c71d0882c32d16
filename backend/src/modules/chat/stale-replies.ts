import { CHAT_MESSAGES, type Message } from '../../contracts';
import type { ChatMessagesRepository } from './chat-messages.repository';
import { toMessage } from './message.view';

/**
 * A reply still loading whose row was not written for this long has lost its writer (the API process
 * died): a live writer flushes every 250 ms while tokens arrive and marks the row every 10 s while
 * it waits (REPLY_FLUSH_MS, REPLY_HEARTBEAT_MS in chat-reply-writer.ts), so 60 s is six missed heartbeats.
 */
export const STALE_REPLY_MS = 60_000;

/** Pushes her ended message to its owner's sockets as chat:message (the worker's PushPort). */
export type ChatMessagePush = (userId: string, event: { girlId: string; message: Message }) => void;

/**
 * The reconciler's sweep for chat replies whose writer died: each loading message not written for
 * `staleAfterMs` ends, exactly once, as the failure text of API.md, marked failed (so it is not
 * charged and never becomes history), and is pushed to its owner. A chat picture's message is left
 * alone while its job is still queued or active (the job's own end fills it in; a job that died is
 * the job reconciler's); once its job has ended without filling it, it ends here too.
 * Returns how many messages were ended.
 */
export async function endStaleReplies(
  messages: ChatMessagesRepository,
  push: ChatMessagePush,
  now: Date = new Date(),
  staleAfterMs: number = STALE_REPLY_MS,
): Promise<number> {
  const rows = await messages.endStale(new Date(now.getTime() - staleAfterMs), CHAT_MESSAGES.replyFailed);
  for (const row of rows) {
    try {
      push(row.user_id, { girlId: row.girl_id, message: toMessage(row) });
    } catch {
      // the row is ended either way; a browser that missed the push refetches on reconnect
    }
  }
  return rows.length;
}
