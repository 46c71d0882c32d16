import type { Message } from '@contracts';

/** A message as the browser holds it: the server's shape plus two client-only marks. */
export interface ChatMessage extends Message {
  /** the user's own message, shown at once while it is being sent (its id is made up) */
  local?: boolean;
  /** a reply that began streaming without this tab's question before it (sent from another tab) */
  orphan?: boolean;
}

/** GET /api/chats/:girlId */
export interface ChatLog {
  messages: ChatMessage[];
  /** her portrait job, when opening the chat queued one (her owner, no portrait yet) */
  portraitJobId: string | null;
}

/*
 * Recipes for the cached chat (run inside RTK Query's updateQueryData, so they may mutate).
 * Each says whether the cached log may now miss messages another tab sent: then it is refetched.
 */

function waitsForReply(log: ChatLog): boolean {
  const last = log.messages[log.messages.length - 1];
  return Boolean(last?.local && last.sender === 'user');
}

/** A streamed piece of her reply: appended to that message, which is created on the first piece. */
export function appendToken(log: ChatLog, messageId: string, delta: string): void {
  const message = log.messages.find((m) => m.id === messageId);
  if (message) {
    // a late piece after the stored reply arrived changes nothing
    if (message.loading) message.text += delta;
    return;
  }
  log.messages.push({
    id: messageId,
    sender: 'ai',
    text: delta,
    image: null,
    loading: true,
    premium: false,
    createdAt: new Date().toISOString(),
    ...(waitsForReply(log) ? {} : { orphan: true }),
  });
}

/**
 * A stored message (chat:message, the send answer, a finished chat picture): replaces the message with
 * that id, or joins the end. A finished message never goes back to loading (events can cross).
 * Returns true when the log should be refetched (a message from another tab).
 */
export function upsertMessage(log: ChatLog, message: Message): boolean {
  const index = log.messages.findIndex((m) => m.id === message.id);
  if (index >= 0) {
    const current = log.messages[index]!;
    if (!current.loading && message.loading) return false;
    log.messages[index] = message.loading && current.orphan ? { ...message, orphan: true } : { ...message };
    return Boolean(current.orphan) && !message.loading;
  }
  const ours = waitsForReply(log);
  log.messages.push({ ...message });
  return !ours;
}

export function removeMessage(log: ChatLog, id: string): void {
  log.messages = log.messages.filter((m) => m.id !== id);
}
