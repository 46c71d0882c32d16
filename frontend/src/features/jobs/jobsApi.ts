import type { JobView } from '@contracts';

import { api } from '../../app/api';

export const jobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Owner only: where a job stands now (to pick up a job whose push events were missed). */
    job: build.query<JobView, string>({
      query: (id) => `/jobs/${encodeURIComponent(id)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useJobQuery } = jobsApi;
