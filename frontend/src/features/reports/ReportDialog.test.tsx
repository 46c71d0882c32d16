import type { FeedPage as FeedPageData, Post, User } from '@contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { mockFetch, renderWithApp } from '../../test/utils';
import { applyFeedRemoved } from '../feed/feedEvents';
import FeedPage from '../feed/FeedPage';

vi.mock('../../app/socket', () => ({ connectSocket: vi.fn(), disconnectSocket: vi.fn() }));

const reader: User = { id: 'u1', username: 'reader', isSubscribed: false, subEnd: null, credits: 5, wallet: null };
const post = (id: string): Post => ({
  id,
  user: 'alice',
  imageUrl: `/media/${id}.png`,
  caption: '',
  girl: `Girl ${id}`,
  girlId: null,
  nsfw: false,
  createdAt: new Date().toISOString(),
});

function serve(user: User | null, reportStatus = 202) {
  const reports: { path: string; body: unknown }[] = [];
  mockFetch((method, path, body) => {
    if (path === '/api/auth/me')
      return user
        ? { body: { user } }
        : { status: 401, body: { statusCode: 401, message: 'x', error: 'Unauthorized' } };
    if (path === '/api/feed')
      return { body: { posts: [post('a'), post('b')], nextCursor: null } satisfies FeedPageData };
    if (method === 'POST' && path.endsWith('/report')) {
      reports.push({ path, body });
      return reportStatus === 202
        ? { status: 202, body: { postId: 'a', status: 'received' } }
        : {
            status: reportStatus,
            body: { statusCode: reportStatus, message: 'This post does not exist or was removed.', error: 'Not Found' },
          };
    }
    return { status: 404, body: { statusCode: 404, message: 'Not found', error: 'Not Found' } };
  });
  return reports;
}

const cardNames = () => screen.getAllByRole('img').map((img) => img.getAttribute('alt'));

describe('report dialog', () => {
  it('asks for a reason in plain words, sends it with the note, thanks, and drops the post at once', async () => {
    const reports = serve(reader);
    const user = userEvent.setup();
    renderWithApp(<FeedPage />, { route: '/feed', path: '/feed' });
    const opener = await screen.findByRole('button', { name: 'Report picture of Girl a' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Report this picture of Girl a' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'Someone in it looks under 18',
      'It shows a real person without their consent',
      'It shows sexual content that looks non-consensual',
      'Something else',
    ]);
    expect(radios[0]).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a reason.');
    expect(reports).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Someone in it looks under 18' }));
    await user.type(within(dialog).getByRole('textbox', { name: /anything else/i }), ' looks about 14 ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await within(dialog).findByText("Thanks — we'll review it.")).toBeInTheDocument();
    expect(reports).toEqual([{ path: '/api/feed/a/report', body: { reason: 'minor', note: 'looks about 14' } }]);
    await waitFor(() => expect(cardNames()).toEqual(['Girl b']));
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape without reporting and gives focus back to its button', async () => {
    const reports = serve(reader);
    const user = userEvent.setup();
    renderWithApp(<FeedPage />, { route: '/feed', path: '/feed' });
    const opener = await screen.findByRole('button', { name: 'Report picture of Girl b' });
    await user.click(opener);
    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(reports).toEqual([]);
    expect(cardNames()).toEqual(['Girl a', 'Girl b']);
  });

  it("shows the server's message and keeps the post when the report fails", async () => {
    serve(reader, 404);
    const user = userEvent.setup();
    renderWithApp(<FeedPage />, { route: '/feed', path: '/feed' });
    await user.click(await screen.findByRole('button', { name: 'Report picture of Girl a' }));
    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('This post does not exist or was removed.')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Girl a', 'Girl b']);
  });

  it('asks a visitor to sign in first', async () => {
    const reports = serve(null);
    const user = userEvent.setup();
    renderWithApp(<FeedPage />, { route: '/feed', path: '/feed' });
    await user.click(await screen.findByRole('button', { name: 'Report picture of Girl a' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Please sign in to report a picture.');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(reports).toEqual([]);
  });

  it('drops a post when feed:removed says so', async () => {
    serve(null);
    const { store } = renderWithApp(<FeedPage />, { route: '/feed', path: '/feed' });
    await screen.findByRole('img', { name: 'Girl b' });
    act(() => applyFeedRemoved(store.dispatch, 'b'));
    await waitFor(() => expect(cardNames()).toEqual(['Girl a']));
  });
});
