import type { Memory } from '@contracts';

import { api } from '../../app/api';

const memoriesPath = (girlId: string) => `/chats/${encodeURIComponent(girlId)}/memories`;

/** The cache tag of what she remembers in one chat: sending, editing or deleting a message changes it too. */
export const memoriesTag = (girlId: string) => ({ type: 'Chat' as const, id: `memories:${girlId}` });

/** What she remembers about the person in a chat with one of their girls (API.md, memories). */
export const memoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Pinned first, then the newest. */
    memories: build.query<Memory[], string>({
      query: (girlId) => memoriesPath(girlId),
      transformResponse: (answer: { memories: Memory[] }) => answer.memories,
      providesTags: (_list, _error, girlId) => [memoriesTag(girlId)],
    }),
    /** One of the person's own, pinned. */
    addMemory: build.mutation<Memory, { girlId: string; text: string }>({
      query: ({ girlId, text }) => ({ url: memoriesPath(girlId), method: 'POST', body: { text } }),
      invalidatesTags: (_memory, error, { girlId }) => (error ? [] : [memoriesTag(girlId)]),
    }),
    /** New text and/or pinned. */
    editMemory: build.mutation<Memory, { girlId: string; id: string; text?: string; pinned?: boolean }>({
      query: ({ girlId, id, ...change }) => ({
        url: `${memoriesPath(girlId)}/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: change,
      }),
      // the answer is shown at once; the list is fetched again for its order (pinned first)
      async onQueryStarted({ girlId, id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(
            memoriesApi.util.updateQueryData('memories', girlId, (list) => list.map((m) => (m.id === id ? data : m))),
          );
      },
      invalidatesTags: (_memory, error, { girlId }) => (error ? [] : [memoriesTag(girlId)]),
    }),
    deleteMemory: build.mutation<void, { girlId: string; id: string }>({
      query: ({ girlId, id }) => ({ url: `${memoriesPath(girlId)}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { girlId }) => [memoriesTag(girlId)],
    }),
  }),
});

export const { useMemoriesQuery, useAddMemoryMutation, useEditMemoryMutation, useDeleteMemoryMutation } = memoriesApi;
