import type { PicsAccepted, PicsRequest } from '@contracts';

import { api } from '../../app/api';
import type { AppDispatch } from '../../app/store';
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
     * Owner only: removes one picture and its feed post (204); a loaded feed is fetched again. The
     * page takes the picture out first (hidePicture, with Undo) and puts it back if this fails.
     */
    /** Its owner takes a picture's post off the public feed, or shares it again. */
    sharePost: build.mutation<{ shared: boolean }, { girlId: string; postId: string; shared: boolean }>({
      query: ({ postId, shared }) => ({
        url: `/feed/${encodeURIComponent(postId)}`,
        method: 'PATCH',
        body: { shared },
      }),
      invalidatesTags: (_result, _error, { girlId }) => [{ type: 'Girl', id: girlId }, 'Feed'],
    }),
    deletePic: build.mutation<void, { girlId: string; picId: string }>({
      query: ({ girlId, picId }) => ({
        url: `/girls/${encodeURIComponent(girlId)}/pics/${encodeURIComponent(picId)}`,
        method: 'DELETE',
      }),
      // the page has already taken the picture out (hidePicture) and puts it back if this fails
      invalidatesTags: (_result, error) => (error ? [] : ['Feed']),
    }),
  }),
});

export const { useGeneratePicsMutation, useDeletePicMutation, useSharePostMutation } = picsApi;

/**
 * Takes a picture out of the cached girl and My Girls at once (an optimistic delete); answers the
 * function that puts it back.
 */
export function hidePicture(dispatch: AppDispatch, girlId: string, picId: string): () => void {
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
  return () => patches.forEach((patch) => patch.undo());
}
