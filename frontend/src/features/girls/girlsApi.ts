import type { Girl } from '@contracts';
import { api } from '../../app/api';

export const girlsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public: girls that have an image, in random order. */
    randomGirls: build.query<Girl[], number | void>({
      query: (limit = 8) => ({ url: '/girls/random', params: { limit } }),
      providesTags: [{ type: 'Girls', id: 'RANDOM' }],
    }),
  }),
});

export const { useRandomGirlsQuery } = girlsApi;
