import type {
  CreateGirlRequest,
  CreateGirlResponse,
  Girl,
  JobAccepted,
  PolicyCheckRequest,
  PolicyCheckResponse,
} from '@contracts';

import { api } from '../../app/api';
import { meAfterGeneration } from '../jobs/creditTags';

export const girlsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public: girls that have an image, in random order. */
    randomGirls: build.query<Girl[], number | void>({
      query: (limit = 8) => ({ url: '/girls/random', params: { limit } }),
      providesTags: [{ type: 'Girls', id: 'RANDOM' }],
    }),
    /** The signed-in user's girls, newest first. */
    myGirls: build.query<Girl[], void>({
      query: () => '/girls/mine',
      providesTags: (girls) => [
        { type: 'Girls', id: 'MINE' },
        ...(girls ?? []).map((girl) => ({ type: 'Girl' as const, id: girl.id })),
      ],
    }),
    /** Public: one girl with her pictures (oldest first); 404 'No AI Girl found.' */
    girl: build.query<Girl, string>({
      query: (id) => `/girls/${encodeURIComponent(id)}`,
      providesTags: (_girl, _error, id) => [{ type: 'Girl', id }],
    }),
    /** Public: up to `limit` other girls that have an image. */
    otherGirls: build.query<Girl[], { id: string; limit?: number }>({
      query: ({ id, limit = 6 }) => ({ url: `/girls/${encodeURIComponent(id)}/others`, params: { limit } }),
      providesTags: [{ type: 'Girls', id: 'OTHERS' }],
    }),
    /** Saves the girl and queues her portrait: 201 { girl, jobId }. */
    createGirl: build.mutation<CreateGirlResponse, CreateGirlRequest>({
      query: (body) => ({ url: '/girls', method: 'POST', body }),
      invalidatesTags: [{ type: 'Girls', id: 'MINE' }],
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // the chat page she lands on paints at once from this
          void dispatch(girlsApi.util.upsertQueryData('girl', data.girl.id, data.girl));
        } catch {
          // the wizard shows the error
        }
      },
    }),
    /** Which of the wizard's answers the content policy refuses (asked as each step is left). */
    policyCheck: build.mutation<PolicyCheckResponse, PolicyCheckRequest>({
      query: (body) => ({ url: '/girls/policy-check', method: 'POST', body }),
    }),
    /** Owner only: queues a new portrait (202; a credit for free users, so the header's count is fetched again). */
    newLook: build.mutation<JobAccepted, string>({
      query: (id) => ({ url: `/girls/${encodeURIComponent(id)}/look`, method: 'POST' }),
      invalidatesTags: meAfterGeneration,
    }),
    /** Owner only: one of her pictures becomes her portrait again (the one it replaces stays in her gallery). */
    makePortrait: build.mutation<Girl, { girlId: string; picId: string }>({
      query: ({ girlId, picId }) => ({
        url: `/girls/${encodeURIComponent(girlId)}/portrait`,
        method: 'PUT',
        body: { picId },
      }),
      invalidatesTags: (_result, error, { girlId }) =>
        error
          ? []
          : [
              { type: 'Girl', id: girlId },
              { type: 'Girls', id: 'MINE' },
            ],
    }),
    /** Owner only: deletes her, her chats, pictures, posts and files (204); every list that showed her is fetched again. */
    deleteGirl: build.mutation<void, string>({
      query: (id) => ({ url: `/girls/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Girls', 'Feed', 'Stats'],
    }),
  }),
});

export const {
  useRandomGirlsQuery,
  useMyGirlsQuery,
  useGirlQuery,
  useOtherGirlsQuery,
  useCreateGirlMutation,
  useNewLookMutation,
  useMakePortraitMutation,
  usePolicyCheckMutation,
  useDeleteGirlMutation,
} = girlsApi;
