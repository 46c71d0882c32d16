import type { Post } from '@contracts';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { useAppDispatch } from '../../app/hooks';
import { connectSocket, disconnectSocket } from '../../app/socket';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { FlagIcon } from '../../components/FlagIcon';
import { Page } from '../../components/Page';
import { Skeleton } from '../../components/Skeleton';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../auth/useSession';
import { useMyGirlsQuery } from '../girls/girlsApi';
import { useReportDialog } from '../reports/useReportDialog';
import { useFeedInfiniteQuery } from './feedApi';
import { useShowNsfw } from './showNsfw';
import { TakeOffFeed } from './TakeOffFeed';
import { timeAgo } from './timeAgo';

export default function FeedPage() {
  const [showNsfw, setShowNsfw] = useShowNsfw();
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError, refetch } =
    useFeedInfiniteQuery();
  const now = useNow(60_000);
  useLiveFeed();
  const { openReport, reportDialog } = useReportDialog();
  const { user } = useSession();
  // a post is the reader's own when it is of one of their girls: posts name no one unless they chose a public name
  const { data: myGirls } = useMyGirlsQuery(undefined, { skip: !user });
  const mine = useMemo(() => new Set((myGirls ?? []).map((girl) => girl.id)), [myGirls]);

  // Pages are keyset pages; a live post may also sit on a later page after a refetch: show each once.
  const posts = useMemo(() => {
    const seen = new Set<string>();
    const out: Post[] = [];
    for (const page of data?.pages ?? []) {
      for (const post of page.posts) {
        if (!seen.has(post.id)) {
          seen.add(post.id);
          out.push(post);
        }
      }
    }
    return out;
  }, [data]);

  const canLoadMore = Boolean(hasNextPage) && !isFetchingNextPage && !isFetchNextPageError;
  const sentinelRef = useInfiniteScroll(canLoadMore, () => void fetchNextPage());

  return (
    <Page title="AI Girlfriends Feed" subtitle="The newest pictures from the community, live.">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-muted">
          {posts.length > 0
            ? `${posts.length}${hasNextPage ? '+' : ''} ${posts.length === 1 && !hasNextPage ? 'picture' : 'pictures'}`
            : '\u00a0'}
        </p>
        <NsfwSwitch checked={showNsfw} onChange={setShowNsfw} />
      </div>

      {isLoading ? (
        <FeedSkeleton />
      ) : isError && posts.length === 0 ? (
        <Alert>
          <p>We could not load the feed.</p>
          <button type="button" className="link mt-1 rounded" onClick={() => void refetch()}>
            Try again
          </button>
        </Alert>
      ) : posts.length === 0 ? (
        <div className="card flex flex-col items-start gap-4 p-6 sm:p-8">
          <p className="text-lg">No posts yet.</p>
          <p className="text-muted">Pictures made on the pics page show up here, newest first.</p>
          <Link to="/create" className={buttonClass('primary')}>
            Create a girl
          </Link>
        </div>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
            {posts.map((post, index) => (
              <PostCard
                key={post.id}
                post={post}
                blurred={post.nsfw && !showNsfw}
                now={now}
                eager={index < 4}
                mine={post.girlId !== null && mine.has(post.girlId)}
                onReport={() => openReport(post.id, post.girl || 'Unknown')}
              />
            ))}
          </ul>

          <div ref={sentinelRef} className="mt-8 flex min-h-12 flex-col items-center justify-center gap-3">
            {isFetchingNextPage ? (
              <p role="status" className="flex items-center gap-2 text-sm text-muted">
                <Spinner className="size-5" /> Loading more...
              </p>
            ) : isFetchNextPageError ? (
              <Alert>
                <p>We could not load more posts.</p>
                <button type="button" className="link mt-1 rounded" onClick={() => void fetchNextPage()}>
                  Try again
                </button>
              </Alert>
            ) : hasNextPage ? (
              <button type="button" className={buttonClass('secondary')} onClick={() => void fetchNextPage()}>
                Load more
              </button>
            ) : (
              <p className="text-sm text-muted">You&apos;re all caught up.</p>
            )}
          </div>
        </>
      )}
      {reportDialog}
    </Page>
  );
}

interface PostCardProps {
  post: Post;
  blurred: boolean;
  now: number;
  eager: boolean;
  /** the reader's own post: they can take it off the feed */
  mine: boolean;
  onReport: () => void;
}

function PostCard({ post, blurred, now, eager, mine, onReport }: PostCardProps) {
  const name = post.girl || 'Unknown';
  const labelId = useId();
  return (
    <li className="card flex flex-col overflow-hidden" aria-labelledby={labelId}>
      <div className="relative aspect-[9/16] overflow-hidden bg-raised">
        <img
          src={post.imageUrl}
          alt={name}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          width={360}
          height={640}
          data-blurred={blurred ? 'true' : 'false'}
          className={`absolute inset-0 size-full object-cover transition-[filter] duration-300 ${
            blurred ? 'scale-110 blur-2xl' : ''
          }`}
        />
        {blurred ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-night/40 p-3 text-center">
            <span className="rounded-full bg-rose px-3 py-1 text-xs font-bold tracking-wide text-white">NSFW</span>
            <span className="text-xs text-ink">Turn on Show NSFW to see it</span>
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3">
        <div className="flex min-w-0 items-start gap-1">
          <div className="min-w-0 flex-1">
            <p id={labelId} className="truncate font-semibold">
              <bdi>{name}</bdi>
            </p>
            <p className="truncate text-xs text-muted">
              <time dateTime={post.createdAt} title={new Date(post.createdAt).toLocaleString()}>
                {timeAgo(post.createdAt, now)}
              </time>
              {post.user ? (
                <>
                  {' · by '}
                  <bdi>{post.user}</bdi>
                </>
              ) : null}
            </p>
          </div>
          <button
            type="button"
            onClick={onReport}
            aria-label={`Report picture of ${name}`}
            title="Report"
            className="-mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-raised hover:text-rose-soft"
          >
            <FlagIcon />
          </button>
        </div>
        {post.girlId ? (
          <Link to={`/chat/${post.girlId}`} className={buttonClass('primary', 'sm', 'mt-auto w-full')}>
            Chat with Her
          </Link>
        ) : null}
        {mine ? <TakeOffFeed post={post} name={name} /> : null}
      </div>
    </li>
  );
}

function NsfwSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      className="inline-flex items-center gap-3 rounded-full border border-line bg-raised py-1.5 pr-4 pl-1.5 text-sm font-medium hover:border-plum"
    >
      <span
        aria-hidden="true"
        className={`relative h-6 w-10 rounded-full transition-colors ${checked ? 'bg-rose' : 'bg-line'}`}
      >
        <span
          className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-[left] ${checked ? 'left-[1.125rem]' : 'left-0.5'}`}
        />
      </span>
      Show NSFW
    </button>
  );
}

function FeedSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading the feed…</span>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="card overflow-hidden">
            <Skeleton className="aspect-[9/16] rounded-none" />
            <div className="space-y-2 p-3">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-8 rounded-full" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** Calls `onReach` when the sentinel scrolls into view (with a margin), while `enabled`. */
function useInfiniteScroll(enabled: boolean, onReach: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onReach);
  useLayoutEffect(() => {
    callback.current = onReach;
  });
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

/** The clock, ticking every `ms`, so relative times stay true. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

/**
 * New posts arrive as `feed:post` on the socket. Signed-in visitors already have one open; a visitor
 * who is not signed in gets an anonymous one (public events only) while the feed is on screen.
 */
function useLiveFeed() {
  const dispatch = useAppDispatch();
  const { isLoading, isSignedIn } = useSession();
  useEffect(() => {
    if (isLoading || isSignedIn) return;
    connectSocket(dispatch);
    return () => disconnectSocket();
  }, [dispatch, isLoading, isSignedIn]);
}
