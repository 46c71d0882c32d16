import type { Message } from '@contracts';

/** A message as the browser holds it: the server's shape plus two client-only marks. */
export interface ChatMessage extends Message {
  /** the user's own message, shown at once while it is being sent (its id is made up) */
  local?: boolean;
  /** a reply that began streaming without this tab's question before it (sent from another tab) */
  orphan?: boolean;
  /** a reply being written whose tokens came with a gap (missed while offline): a refetch was asked for */
  behind?: boolean;
}

/** GET /api/chats/:girlId */
export interface ChatLog {
  messages: ChatMessage[];
  /** her portrait job, when opening the chat queued one (her owner, no portrait yet) */
  portraitJobId: string | null;
  /** how many of her messages a free user has left in this chat (the server's count); null for a subscriber */
  freeLeft?: number | null;
  /** her replies in this chat are read aloud as they finish (off until set) */
  voiceReplies?: boolean;
}

/*
 * Recipes for the cached chat (run inside RTK Query's updateQueryData, so they may mutate).
 * Each says whether the cached log may now miss messages another tab sent: then it is refetched.
 */

function waitsForReply(log: ChatLog): boolean {
  const last = log.messages[log.messages.length - 1];
  return Boolean(last?.local && last.sender === 'user');
}

/**
 * A streamed piece of her reply: added to that message, which is created on the first piece.
 * `offset` is where the piece starts in her text (the server's count): a piece already in the text
 * (the refetched text so far had it) is skipped or cut, so nothing shows twice. A piece beyond the
 * end (pieces were missed) is not added; the message is marked `behind` and true is returned once,
 * so the caller refetches the text so far. Without an offset (an older server) pieces are appended.
 */
export function appendToken(log: ChatLog, messageId: string, delta: string, offset?: number): boolean {
  const message = log.messages.find((m) => m.id === messageId);
  if (message) {
    // a late piece after the stored reply arrived changes nothing
    if (!message.loading) return false;
    if (offset === undefined) {
      message.text += delta;
      return false;
    }
    const have = message.text.length;
    if (offset > have) return fallBehind(message);
    message.text += delta.slice(have - offset);
    return false;
  }
  const missed = offset !== undefined && offset > 0;
  log.messages.push({
    id: messageId,
    sender: 'ai',
    text: missed ? '' : delta,
    image: null,
    loading: true,
    premium: false,
    failed: false,
    createdAt: new Date().toISOString(),
    ...(waitsForReply(log) ? {} : { orphan: true }),
    ...(missed ? { behind: true } : {}),
  });
  return missed;
}

function fallBehind(message: ChatMessage): boolean {
  if (message.behind) return false;
  message.behind = true;
  return true;
}

/**
 * A refetched conversation (RTK Query's `merge`): the server's log, except that a reply still being
 * written keeps the text this tab already shows when that text runs ahead of the stored one (it is
 * flushed every 250 ms, the tokens arrive at once), and a finished message never goes back to loading.
 */
export function mergeFetched(current: ChatLog, fetched: ChatLog): ChatLog {
  const shown = new Map(current.messages.map((m) => [m.id, m]));
  const messages = fetched.messages.map((message): ChatMessage => {
    const mine = shown.get(message.id);
    if (!mine || !message.loading) return message;
    if (!mine.loading) return mine;
    const ahead = mine.text.length > message.text.length && mine.text.startsWith(message.text);
    return ahead
      ? { ...message, text: mine.text, ...(mine.orphan ? { orphan: true } : {}) }
      : { ...message, ...(mine.orphan ? { orphan: true } : {}) };
  });
  return { ...fetched, messages };
}

/**
 * A stored message (chat:message, the send answer, a finished chat picture): replaces the message with
 * that id, or joins the end. A finished message never goes back to loading (events can cross).
 * Returns true when the log should be refetched (a message from another tab).
 */
export function upsertMessage(log: ChatLog, message: Message): boolean {
  const index = log.messages.findIndex((m) => m.id === message.id);
  if (index >= 0) {
    const current = log.messages[index];
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
