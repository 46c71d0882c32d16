import type { JobCompletedEvent, JobFailedEvent, Post } from '@contracts';
import { api } from '../../app/api';
import { prependPost, removePost } from '../feed/feedApi';
import { girlsApi } from '../girls/girlsApi';

type Dispatch = (action: unknown) => unknown;

/**
 * What a finished job changes in the cached data, so every screen shows it without a reload:
 * a portrait becomes her image, a picture joins her gallery and the feed, and the credits refetch.
 */
export function applyJobCompleted(dispatch: Dispatch, event: JobCompletedEvent): void {
  if (event.kind === 'portrait') {
    const { girlId, imageUrl } = event.result;
    if (!girlId || !imageUrl) return;
    dispatch(
      girlsApi.util.updateQueryData('girl', girlId, (girl) => {
        girl.imageUrl = imageUrl;
      }),
    );
    dispatch(
      girlsApi.util.updateQueryData('myGirls', undefined, (girls) => {
        const girl = girls.find((g) => g.id === girlId);
        if (girl) girl.imageUrl = imageUrl;
      }),
    );
    dispatch(api.util.invalidateTags(['Me']));
    return;
  }
  if (event.kind === 'pics') {
    const { girlId, pic, post } = event.result;
    if (girlId && pic) {
      dispatch(
        girlsApi.util.updateQueryData('girl', girlId, (girl) => {
          if (!girl.pics.some((p) => p.id === pic.id)) girl.pics.push(pic);
        }),
      );
      dispatch(
        girlsApi.util.updateQueryData('myGirls', undefined, (girls) => {
          const girl = girls.find((g) => g.id === girlId);
          if (girl && !girl.pics.some((p) => p.id === pic.id)) girl.pics.push(pic);
        }),
      );
    }
    if (post) dispatch(prependPost(post));
    dispatch(api.util.invalidateTags(['Me']));
  }
}

/** A failed picture gives its credit back: refetch the credits. */
export function applyJobFailed(dispatch: Dispatch, event: JobFailedEvent): void {
  if (event.kind === 'pics') dispatch(api.util.invalidateTags(['Me']));
}

/** feed:post: the new post on top of the cached feed (no duplicates; nothing if the feed is not loaded). */
/** `feed:removed`: a post was hidden for everyone or removed; open feeds drop it. */
export function applyFeedRemoved(dispatch: Dispatch, postId: string | undefined): void {
  if (postId) dispatch(removePost(postId));
}

export function applyFeedPost(dispatch: Dispatch, post: Post | undefined): void {
  if (post?.id) dispatch(prependPost(post));
}
