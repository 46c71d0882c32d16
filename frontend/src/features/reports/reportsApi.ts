import type { AdminReportsResponse, ReportDecisionRequest, ReportDecisionResponse, ReportRequest } from '@contracts';

import { api } from '../../app/api';
import { removePost } from '../feed/feedApi';

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /feed/:postId/report (202): the reporter stops seeing the post at once. */
    reportPost: build.mutation<unknown, ReportRequest & { postId: string }>({
      query: ({ postId, ...body }) => ({ url: `/feed/${postId}/report`, method: 'POST', body }),
      async onQueryStarted({ postId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(removePost(postId));
        } catch {
          /* the dialog shows the error */
        }
      },
    }),
    adminReports: build.query<AdminReportsResponse, void>({
      query: () => '/admin/reports',
      providesTags: ['Reports'],
    }),
    decideReport: build.mutation<ReportDecisionResponse, ReportDecisionRequest & { postId: string }>({
      query: ({ postId, action }) => ({ url: `/admin/reports/${postId}/decision`, method: 'POST', body: { action } }),
      async onQueryStarted({ postId, action }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          if (action === 'remove') dispatch(removePost(postId));
        } catch {
          /* the page shows the error */
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Reports', 'Feed']),
    }),
  }),
});

export const { useReportPostMutation, useAdminReportsQuery, useDecideReportMutation } = reportsApi;
