import type { FeedPage as FeedPageData, Post } from '@contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { makeStore } from '../../app/store';
import { renderWithApp } from '../../test/utils';
import { applyFeedPost } from './feedEvents';
import FeedPage from './FeedPage';
import { timeAgo } from './timeAgo';

// No real socket in unit tests.
vi.mock('../../app/socket', () => ({ connectSocket: vi.fn(), disconnectSocket: vi.fn() }));

function post(id: string, extra: Partial<Post> = {}): Post {
  return {
    id,
    user: 'alice',
    imageUrl: `/media/${id}.png`,
    caption: '',
    girl: `Girl ${id}`,
    girlId: `g-${id}`,
    nsfw: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...extra,
  };
}

function stubFeed(pages: Record<string, FeedPageData>) {
  const urls: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const url = new URL(request.url);
    urls.push(url);
    if (url.pathname === '/api/auth/me') {
      return new Response(JSON.stringify({ statusCode: 401, message: 'x', error: 'Unauthorized' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const page = pages[url.searchParams.get('cursor') ?? ''] ?? { posts: [], nextCursor: null };
    return new Response(JSON.stringify(page), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return urls;
}

const image = (name: string) => screen.getByRole('img', { name });

describe('feed page', () => {
  it('blurs NSFW posts until Show NSFW is turned on, and remembers the choice', async () => {
    stubFeed({ '': { posts: [post('a', { nsfw: true }), post('b')], nextCursor: null } });
    const { unmount } = renderWithApp(<FeedPage />, { route: '/feed', path: '/feed' });

    expect(await screen.findByRole('heading', { name: 'AI Girlfriends Feed' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Girl a' })).toHaveClass('blur-2xl');
    expect(image('Girl b')).not.toHaveClass('blur-2xl');
    expect(screen.getByText('NSFW')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Show NSFW' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(image('Girl a')).not.toHaveClass('blur-2xl');
    expect(screen.queryByText('NSFW')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('showNsfw')).toBe('true');

    unmount();
    renderWithApp(<FeedPage />, { route: '/feed', path: '/feed' });
    expect(await screen.findByRole('img', { name: 'Girl a' })).not.toHaveClass('blur-2xl');
    expect(screen.getByRole('switch', { name: 'Show NSFW' })).toHaveAttribute('aria-checked', 'true');
  });

  it('shows each post with its girl, time and a Chat with Her link, newest first, and pages by cursor', async () => {
    const urls = stubFeed({
      '': { posts: [post('a'), post('b', { girlId: null })], nextCursor: 'cursor-1' },
      'cursor-1': { posts: [post('c')], nextCursor: null },
    });
    renderWithApp(<FeedPage />, { route: '/feed', path: '/feed' });
    await screen.findByRole('img', { name: 'Girl a' });

    const cards = screen.getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('img').getAttribute('alt'))).toEqual(['Girl a', 'Girl b']);
    expect(within(cards[0]).getByRole('link', { name: 'Chat with Her' })).toHaveAttribute('href', '/chat/g-a');
    expect(within(cards[1]).queryByRole('link', { name: 'Chat with Her' })).not.toBeInTheDocument();
    expect(within(cards[0]).getByText('5 minutes ago')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('img', { name: 'Girl c' })).toBeInTheDocument();
    expect(screen.getByText("You're all caught up.")).toBeInTheDocument();
    const feedUrls = urls.filter((u) => u.pathname === '/api/feed');
    expect(feedUrls[0].searchParams.get('limit')).toBe('20');
    expect(feedUrls[0].searchParams.has('cursor')).toBe(false);
    expect(feedUrls[1].searchParams.get('cursor')).toBe('cursor-1');
  });

  it('puts a live post on top, once', async () => {
    stubFeed({ '': { posts: [post('a')], nextCursor: null } });
    const store = makeStore();
    renderWithApp(<FeedPage />, { route: '/feed', path: '/feed', store });
    await screen.findByRole('img', { name: 'Girl a' });

    const fresh = post('new', { createdAt: new Date().toISOString() });
    act(() => applyFeedPost(store.dispatch, fresh));
    expect(await screen.findByRole('img', { name: 'Girl new' })).toBeInTheDocument();
    act(() => applyFeedPost(store.dispatch, fresh));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const alts = screen.getAllByRole('listitem').map((c) => within(c).getByRole('img').getAttribute('alt'));
    expect(alts).toEqual(['Girl new', 'Girl a']);
    expect(screen.getByText('just now')).toBeInTheDocument();
  });

  it('says so when there are no posts', async () => {
    stubFeed({ '': { posts: [], nextCursor: null } });
    renderWithApp(<FeedPage />, { route: '/feed', path: '/feed' });
    expect(await screen.findByText('No posts yet.')).toBeInTheDocument();
  });
});

describe('timeAgo', () => {
  it('reads like a person would say it', () => {
    const now = Date.parse('2025-06-10T12:00:00Z');
    expect(timeAgo('2025-06-10T11:59:50Z', now)).toBe('just now');
    expect(timeAgo('2025-06-10T11:58:00Z', now)).toBe('2 minutes ago');
    expect(timeAgo('2025-06-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2025-06-09T10:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2025-05-01T10:00:00Z', now)).toBe('last month');
  });
});
