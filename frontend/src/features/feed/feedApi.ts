import type { FeedPage, Post } from '@contracts';

import { api } from '../../app/api';

export const FEED_PAGE_SIZE = 20;

export const feedApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public feed, newest first, one page per keyset cursor (the server's `nextCursor`). */
    feed: build.infiniteQuery<FeedPage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ pageParam }) => ({
        url: '/feed',
        params: pageParam ? { limit: FEED_PAGE_SIZE, cursor: pageParam } : { limit: FEED_PAGE_SIZE },
      }),
      providesTags: ['Feed'],
    }),
    /** Its owner takes a post off the public feed (it stays in her gallery); it leaves the loaded feed at once. */
    takeOffFeed: build.mutation<{ shared: boolean }, { postId: string; girlId: string | null }>({
      query: ({ postId }) => ({ url: `/feed/${encodeURIComponent(postId)}`, method: 'PATCH', body: { shared: false } }),
      async onQueryStarted({ postId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(removePost(postId));
        } catch {
          // the dialog shows the error and the post stays
        }
      },
      invalidatesTags: (_result, error, { girlId }) => (error || !girlId ? [] : [{ type: 'Girl', id: girlId }]),
    }),
  }),
});

/** Puts a new post (feed:post push) on top of the cached feed, if the feed is loaded and lacks it. */
export function prependPost(post: Post) {
  return feedApi.util.updateQueryData('feed', undefined, (data) => {
    if (!data.pages.length) return;
    if (data.pages.some((page) => page.posts.some((p) => p.id === post.id))) return;
    data.pages[0].posts.unshift(post);
  });
}

/** Drops a post from the cached feed: the reader reported it, or `feed:removed` said it is hidden or removed. */
export function removePost(postId: string) {
  return feedApi.util.updateQueryData('feed', undefined, (data) => {
    for (const page of data.pages) {
      const index = page.posts.findIndex((p) => p.id === postId);
      if (index >= 0) page.posts.splice(index, 1);
    }
  });
}

export const { useFeedInfiniteQuery, useTakeOffFeedMutation } = feedApi;
