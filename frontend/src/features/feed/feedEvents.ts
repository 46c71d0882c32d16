import type { Post } from '@contracts';

import { prependPost, removePost } from './feedApi';

type Dispatch = (action: unknown) => unknown;

/** `feed:post`, the one place a new post reaches the cached feed: on top, once; nothing if the feed is not loaded. */
export function applyFeedPost(dispatch: Dispatch, post: Post | undefined): void {
  if (post?.id) dispatch(prependPost(post));
}

/** `feed:removed`: a post was hidden for everyone or removed; open feeds drop it. */
export function applyFeedRemoved(dispatch: Dispatch, postId: string | undefined): void {
  if (postId) dispatch(removePost(postId));
}
