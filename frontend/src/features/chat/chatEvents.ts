import type { ChatTokenEvent, Message } from '@contracts';

import { api } from '../../app/api';
import { chatApi } from './chatApi';
import { appendToken, upsertMessage } from './chatCache';

type Dispatch = (action: unknown) => unknown;

/**
 * chat:token: a piece of her reply, added in place to the cached message with that id (at its offset,
 * so a refetched text so far and the following pieces join without repeats). Pieces that were missed
 * (a reconnect, a tab opened mid-reply) make the conversation refetch the text so far.
 */
export function applyChatToken(dispatch: Dispatch, event: Partial<ChatTokenEvent> | undefined): void {
  if (!event?.girlId || !event.messageId || typeof event.delta !== 'string') return;
  const { girlId, messageId, delta } = event;
  const offset = typeof event.offset === 'number' && event.offset >= 0 ? event.offset : undefined;
  let refetch = false;
  dispatch(
    chatApi.util.updateQueryData('chat', girlId, (log) => {
      refetch = appendToken(log, messageId, delta, offset);
    }),
  );
  if (refetch) dispatch(api.util.invalidateTags([{ type: 'Chat', id: girlId }]));
}

/**
 * chat:message (and a finished chat picture): the stored message replaces the cached one. A message
 * this tab did not ask for (another tab did) makes the conversation refetch, so the question shows too.
 */
export function applyChatMessage(dispatch: Dispatch, event: { girlId: string; message: Message } | undefined): void {
  if (!event?.girlId || !event.message?.id) return;
  const { girlId, message } = event;
  let refetch = false;
  dispatch(
    chatApi.util.updateQueryData('chat', girlId, (log) => {
      refetch = upsertMessage(log, message);
    }),
  );
  if (refetch) dispatch(api.util.invalidateTags([{ type: 'Chat', id: girlId }]));
}

/** A chat picture finally failed: the server wrote the failure into her message; fetch it. */
export function applyChatPictureFailed(dispatch: Dispatch): void {
  dispatch(api.util.invalidateTags(['Chat']));
}

/**
 * The conversations on screen: a finished chat picture shows up in them by itself, so its "ready"
 * toast is skipped (its job may finish before the send's answer told this page the job id).
 */
const shownChats = new Map<string, number>();

export function showChat(girlId: string): () => void {
  shownChats.set(girlId, (shownChats.get(girlId) ?? 0) + 1);
  return () => {
    const count = (shownChats.get(girlId) ?? 1) - 1;
    if (count > 0) shownChats.set(girlId, count);
    else shownChats.delete(girlId);
  };
}

export function isChatShown(girlId: string | null | undefined): boolean {
  return Boolean(girlId && shownChats.has(girlId));
}
