import type { Post } from '@contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { alice } from '../../test/fixtures';
import { mockFetch, renderWithApp } from '../../test/utils';
import FeedPage from './FeedPage';

vi.mock('../../app/socket', () => ({ connectSocket: vi.fn(), disconnectSocket: vi.fn() }));

const post = (id: string, user: string): Post => ({
  id,
  user,
  imageUrl: `/media/${id}.png`,
  caption: '',
  girl: `Girl ${id}`,
  girlId: `g-${id}`,
  nsfw: false,
  createdAt: new Date().toISOString(),
});

function setup(patchStatus = 200) {
  const patched: unknown[] = [];
  mockFetch((method, path, body) => {
    if (path === '/api/auth/me') return { body: { user: alice } };
    // hers is the girl of the post `mine`; the posts name no one (no public names chosen)
    if (path === '/api/girls/mine') return { body: [{ id: 'g-mine' }] };
    if (method === 'PATCH' && path === '/api/feed/mine') {
      patched.push(body);
      return patchStatus === 200
        ? { body: { shared: false } }
        : { status: patchStatus, body: { statusCode: patchStatus, message: 'Post not found.', error: 'Not Found' } };
    }
    if (path === '/api/feed') return { body: { posts: [post('mine', ''), post('theirs', '')], nextCursor: null } };
    return { status: 404, body: { statusCode: 404, message: 'Not found', error: 'Not Found' } };
  });
  renderWithApp(<FeedPage />, { route: '/feed', path: '/feed' });
  return { patched, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe('taking a post off the feed', () => {
  it('is offered on your own posts only, asks first, and the post leaves the feed at once', async () => {
    const { patched, user } = setup();
    await screen.findByRole('img', { name: 'Girl mine' }, { timeout: 5_000 });
    // offered once her girls are known
    await within(card('Girl mine')).findByRole('button', { name: 'Take off the feed' });
    expect(within(card('Girl theirs')).queryByRole('button', { name: 'Take off the feed' })).not.toBeInTheDocument();

    await user.click(within(card('Girl mine')).getByRole('button', { name: 'Take off the feed' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Take this picture off the feed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(patched).toEqual([]);
    expect(card('Girl mine')).toBeInTheDocument();

    await user.click(within(card('Girl mine')).getByRole('button', { name: 'Take off the feed' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Take off the feed' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Girl mine' })).not.toBeInTheDocument(), {
      timeout: 5_000,
    });
    expect(patched).toEqual([{ shared: false }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(card('Girl theirs')).toBeInTheDocument();
  });

  it("keeps the post and shows the server's message when it fails", async () => {
    const { user } = setup(404);
    await screen.findByRole('img', { name: 'Girl mine' }, { timeout: 5_000 });
    await user.click(await within(card('Girl mine')).findByRole('button', { name: 'Take off the feed' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Take off the feed' }));
    expect(
      await within(screen.getByRole('alertdialog')).findByText('Post not found.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(card('Girl mine')).toBeInTheDocument();
  });
});
