import type { Message, RecentChat } from '@contracts';

import { api } from '../../app/api';
import { errorStatus } from '../../app/errors';
import { girlsApi } from '../girls/girlsApi';
import { meAfterGeneration } from '../jobs/creditTags';
import { type ChatLog, mergeFetched, removeMessage, upsertMessage } from './chatCache';
import { memoriesTag } from './memoriesApi';

export interface SendMessageRequest {
  girlId: string;
  newUserMessage: string;
}

/** 200 answer of POST /api/girl-chat; `jobId` for a picture request (the message is then loading). */
export interface SendMessageResponse {
  response: string;
  message: Message;
  jobId?: string;
  /** the person's message as stored (its real id, to edit or delete it) */
  asked?: Message;
  /** her messages a free user has left in this chat, this one counted */
  freeLeft?: number | null;
}

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The conversation with her (last 50, oldest first); the first open stores her greeting. */
    chat: build.query<ChatLog, string>({
      query: (girlId) => `/chats/${encodeURIComponent(girlId)}`,
      providesTags: (_log, _error, girlId) => [{ type: 'Chat', id: girlId }],
      // a refetch keeps the streamed text of a reply still being written (chatCache.ts)
      merge: (current, fetched) => mergeFetched(current, fetched),
    }),
    /**
     * Sends a message. It shows at once; her reply streams in through chat:token and chat:message
     * (app/socket.ts), and the answer's message is put in place too, in case the push was missed.
     */
    sendMessage: build.mutation<SendMessageResponse, SendMessageRequest>({
      query: (body) => ({ url: '/girl-chat', method: 'POST', body }),
      // a picture asked for takes a free user's credit: the header's count follows; she may have learned something
      invalidatesTags: (result, error, { girlId }) => [...meAfterGeneration(result, error), memoriesTag(girlId)],
      async onQueryStarted({ girlId, newUserMessage }, { dispatch, queryFulfilled, requestId }) {
        const localId = `local-${requestId}`;
        dispatch(
          chatApi.util.updateQueryData('chat', girlId, (log) => {
            log.messages.push({
              id: localId,
              sender: 'user',
              text: newUserMessage.trim(),
              image: null,
              loading: false,
              premium: false,
              failed: false,
              createdAt: new Date().toISOString(),
              local: true,
            });
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            chatApi.util.updateQueryData('chat', girlId, (log) => {
              const local = log.messages.findIndex((m) => m.id === localId);
              if (data.asked && local >= 0) log.messages[local] = { ...data.asked };
              upsertMessage(log, data.message);
              if (data.freeLeft !== undefined) log.freeLeft = data.freeLeft;
            }),
          );
        } catch (err) {
          // refused (400, 402, 422...): nothing was stored, the message goes back into the input
          dispatch(
            chatApi.util.updateQueryData('chat', girlId, (log) => {
              removeMessage(log, localId);
            }),
          );
          // no answer at all: the server may have stored it anyway, so ask it
          const status = errorStatus((err as { error?: unknown } | undefined)?.error);
          if (status === undefined || status >= 500) dispatch(api.util.invalidateTags([{ type: 'Chat', id: girlId }]));
        }
      },
    }),
    /** The person's conversations, the latest first, each with its last message (My Girls' "Continue"). */
    recentChats: build.query<{ chats: RecentChat[] }, void>({
      query: () => '/chats',
    }),
    /** Her owner only: writes and stores her bio. */
    generateBio: build.mutation<{ bio: string }, string>({
      query: (girlId) => ({ url: '/girl-bio', method: 'POST', body: { girlId } }),
      async onQueryStarted(girlId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            girlsApi.util.updateQueryData('girl', girlId, (girl) => {
              girl.bio = data.bio;
            }),
          );
          dispatch(
            girlsApi.util.updateQueryData('myGirls', undefined, (girls) => {
              const girl = girls.find((g) => g.id === girlId);
              if (girl) girl.bio = data.bio;
            }),
          );
        } catch {
          // the profile shows the error
        }
      },
    }),
  }),
});

export const { useChatQuery, useSendMessageMutation, useGenerateBioMutation, useRecentChatsQuery } = chatApi;
