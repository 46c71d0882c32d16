import type { CharacterBook, Lorebook } from '@contracts';

import { api } from '../../app/api';

const url = (girlId: string) => `/girls/${encodeURIComponent(girlId)}/lorebook`;

export const lorebookApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Her lorebook (owner only): `book: null` when she has none. */
    getLorebook: build.query<Lorebook, string>({ query: url }),
    /** Saves it (the card schema and the content policy run on every entry); the cache holds what was saved. */
    saveLorebook: build.mutation<Lorebook, { girlId: string; book: CharacterBook | null }>({
      query: ({ girlId, book }) => ({ url: url(girlId), method: 'PUT', body: { book } }),
      async onQueryStarted({ girlId }, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => null);
        if (saved) void dispatch(lorebookApi.util.upsertQueryData('getLorebook', girlId, saved.data));
      },
    }),
  }),
});

export const { useGetLorebookQuery, useSaveLorebookMutation } = lorebookApi;
