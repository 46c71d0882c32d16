import type { PicsAccepted, PicsRequest } from '@contracts';
import { api } from '../../app/api';
import { authApi } from '../auth/authApi';
import { girlsApi } from '../girls/girlsApi';

export const picsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Owner only: queues a picture of her (202 { jobId, status, credits }). The picture itself arrives
     * by push (job:completed, see features/jobs/jobEffects.ts); the credits left are shown at once.
     */
    generatePics: build.mutation<PicsAccepted, { girlId: string } & PicsRequest>({
      query: ({ girlId, ...body }) => ({ url: `/girls/${encodeURIComponent(girlId)}/pics`, method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            authApi.util.updateQueryData('me', undefined, (me) => {
              if (me && typeof data.credits === 'number') me.credits = data.credits;
            }),
          );
        } catch {
          // the page shows the error
        }
      },
    }),
    /**
     * Owner only: removes one picture and its feed post (204). Optimistic: gone at once from her gallery,
     * back if the server says no; a loaded feed is fetched again.
     */
    deletePic: build.mutation<void, { girlId: string; picId: string }>({
      query: ({ girlId, picId }) => ({
        url: `/girls/${encodeURIComponent(girlId)}/pics/${encodeURIComponent(picId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Feed']),
      async onQueryStarted({ girlId, picId }, { dispatch, queryFulfilled }) {
        const patches = [
          dispatch(
            girlsApi.util.updateQueryData('girl', girlId, (girl) => {
              girl.pics = girl.pics.filter((pic) => pic.id !== picId);
            }),
          ),
          dispatch(
            girlsApi.util.updateQueryData('myGirls', undefined, (girls) => {
              const girl = girls.find((g) => g.id === girlId);
              if (girl) girl.pics = girl.pics.filter((pic) => pic.id !== picId);
            }),
          ),
        ];
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
  }),
});

export const { useGeneratePicsMutation, useDeletePicMutation } = picsApi;
