import type { Stats } from '@contracts';

import { api } from '../../app/api';

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public: real counts of users, girls and images. */
    stats: build.query<Stats, void>({
      query: () => '/users/stats',
      providesTags: ['Stats'],
    }),
  }),
});

export const { useStatsQuery } = usersApi;
