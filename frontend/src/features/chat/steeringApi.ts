import type { Message } from '@contracts';

import { api } from '../../app/api';
import type { AppDispatch } from '../../app/store';
import { meAfterGeneration } from '../jobs/creditTags';
import { chatApi } from './chatApi';
import { type ChatLog, upsertMessage } from './chatCache';
import { memoriesTag } from './memoriesApi';

/** 200 answer of regenerate (and of an edit, with her reply): `failed` when no new version could be written. */
export interface SteeredReply {
  message: Message;
  failed: boolean;
  jobId?: string;
}

export interface EditedMessage extends SteeredReply {
  reply: Message;
}

const chatPath = (girlId: string) => `/chats/${encodeURIComponent(girlId)}`;

/** Her reply waits, empty, for the version being written: the streamed pieces fill it from the start. */
function startWriting(log: ChatLog, id: string): void {
  const message = log.messages.find((m) => m.id === id);
  if (!message) return;
  message.loading = true;
  message.text = '';
  message.image = null;
  message.failed = false;
}

function refreshOnError(dispatch: AppDispatch, girlId: string, patch: { undo: () => void }) {
  patch.undo();
  // the server's word is the truth
  dispatch(api.util.invalidateTags([{ type: 'Chat', id: girlId }]));
}

/** Steering the chat (API.md, Chat): regenerate, browse versions, edit the last message, delete. */
export const steeringApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A new version of her last reply; it streams in through chat:token like any reply. */
    regenerate: build.mutation<SteeredReply, { girlId: string; messageId: string }>({
      query: ({ girlId }) => ({ url: `${chatPath(girlId)}/regenerate`, method: 'POST' }),
      invalidatesTags: meAfterGeneration,
      async onQueryStarted({ girlId, messageId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(chatApi.util.updateQueryData('chat', girlId, (log) => startWriting(log, messageId)));
        try {
          const { data } = await queryFulfilled;
          dispatch(chatApi.util.updateQueryData('chat', girlId, (log) => void upsertMessage(log, data.message)));
        } catch {
          refreshOnError(dispatch as AppDispatch, girlId, patch);
        }
      },
    }),
    /** Her last reply shows another of its versions (never charged). */
    chooseVersion: build.mutation<{ message: Message }, { girlId: string; messageId: string; index: number }>({
      query: ({ girlId, messageId, index }) => ({
        url: `${chatPath(girlId)}/messages/${encodeURIComponent(messageId)}/choice`,
        method: 'PUT',
        body: { index },
      }),
      async onQueryStarted({ girlId, messageId, index }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          chatApi.util.updateQueryData('chat', girlId, (log) => {
            const message = log.messages.find((m) => m.id === messageId);
            const version = message?.alternatives?.[index];
            if (!message || version === undefined) return;
            message.choice = index;
            if (message.image) message.image = version;
            else message.text = version;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(chatApi.util.updateQueryData('chat', girlId, (log) => void upsertMessage(log, data.message)));
        } catch {
          refreshOnError(dispatch as AppDispatch, girlId, patch);
        }
      },
    }),
    /** The person's last message gets new text; her reply after it is written anew. */
    editMessage: build.mutation<
      EditedMessage,
      { girlId: string; messageId: string; text: string; replyId: string | null }
    >({
      query: ({ girlId, messageId, text }) => ({
        url: `${chatPath(girlId)}/messages/${encodeURIComponent(messageId)}`,
        method: 'PATCH',
        body: { text },
      }),
      // the edited message is learned anew
      invalidatesTags: (result, error, { girlId }) => [...meAfterGeneration(result, error), memoriesTag(girlId)],
      async onQueryStarted({ girlId, messageId, text, replyId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          chatApi.util.updateQueryData('chat', girlId, (log) => {
            const message = log.messages.find((m) => m.id === messageId);
            if (message) message.text = text.trim();
            if (replyId) startWriting(log, replyId);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            chatApi.util.updateQueryData('chat', girlId, (log) => {
              upsertMessage(log, data.message);
              upsertMessage(log, data.reply);
            }),
          );
        } catch {
          refreshOnError(dispatch as AppDispatch, girlId, patch);
        }
      },
    }),
    /** Gone from the person's chat; the page hides it first (hideMessage, with Undo). */
    deleteMessage: build.mutation<void, { girlId: string; messageId: string }>({
      query: ({ girlId, messageId }) => ({
        url: `${chatPath(girlId)}/messages/${encodeURIComponent(messageId)}`,
        method: 'DELETE',
      }),
      // what only this message said is forgotten
      invalidatesTags: (_result, _error, { girlId }) => [memoriesTag(girlId)],
    }),
  }),
});

export const { useRegenerateMutation, useChooseVersionMutation, useEditMessageMutation, useDeleteMessageMutation } =
  steeringApi;

/** Takes a message out of the cached chat at once (an optimistic delete); answers the function that puts it back. */
export function hideMessage(dispatch: AppDispatch, girlId: string, messageId: string): () => void {
  const patch = dispatch(
    chatApi.util.updateQueryData('chat', girlId, (log) => {
      log.messages = log.messages.filter((m) => m.id !== messageId);
    }),
  );
  return () => patch.undo();
}
