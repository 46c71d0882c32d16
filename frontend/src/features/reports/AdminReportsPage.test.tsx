import type { AdminReport, User } from '@contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { mockFetch, renderWithApp } from '../../test/utils';
import AdminReportsPage from './AdminReportsPage';

const user = (isAdmin: boolean): User => ({
  id: 'u1',
  username: 'boss',
  isSubscribed: false,
  subEnd: null,
  credits: 5,
  wallet: null,
  isAdmin,
});

const report = (id: string, status: AdminReport['status'], extra: Partial<AdminReport> = {}): AdminReport => ({
  post: {
    id,
    user: 'alice',
    imageUrl: `/media/${id}.png`,
    caption: '',
    girl: `Girl ${id}`,
    girlId: null,
    nsfw: false,
    createdAt: new Date().toISOString(),
  },
  reasons: { minor: 2, other: 1 },
  notes: ['looks 15'],
  firstReportedAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
  status,
  ...extra,
});

function serve(me: User | null, decisionStatus = 200) {
  let reports = [report('a', 'open'), report('b', 'restored', { reasons: { 'real-person': 1 }, notes: [] })];
  const decisions: { path: string; body: unknown }[] = [];
  mockFetch((method, path, body) => {
    if (path === '/api/auth/me')
      return me
        ? { body: { user: me } }
        : { status: 401, body: { statusCode: 401, message: 'x', error: 'Unauthorized' } };
    if (path === '/api/admin/reports') return { body: { reports } };
    if (method === 'POST' && path.endsWith('/decision')) {
      decisions.push({ path, body });
      if (decisionStatus !== 200)
        return {
          status: decisionStatus,
          body: { statusCode: decisionStatus, message: 'Only admins can review reports.', error: 'Forbidden' },
        };
      reports = reports.filter((r) => r.post.id !== 'a');
      return { body: { postId: 'a', action: 'remove' } };
    }
    return { status: 404, body: { statusCode: 404, message: 'Not found', error: 'Not Found' } };
  });
  return { decisions };
}

describe('admin reports page', () => {
  it('is the 404 page for everyone but admins', async () => {
    serve(user(false));
    renderWithApp(<AdminReportsPage />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('is the 404 page for visitors', async () => {
    serve(null);
    renderWithApp(<AdminReportsPage />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('lists open reports first with the picture, reasons and counts, notes and time, and removes one', async () => {
    const { decisions } = serve(user(true));
    const u = userEvent.setup();
    renderWithApp(<AdminReportsPage />);
    const cards = await screen.findAllByRole('listitem', { name: /Report of a picture/ });
    expect(cards.map((c) => within(c).getByRole('img').getAttribute('alt'))).toEqual(['Girl a', 'Girl b']);
    const open = cards[0];
    expect(within(open).getByText('open')).toBeInTheDocument();
    expect(within(open).getByRole('list', { name: 'Reasons' })).toHaveTextContent('Someone in it looks under 18 × 2');
    expect(within(open).getByRole('list', { name: 'Reasons' })).toHaveTextContent('Something else × 1');
    expect(within(open).getByRole('list', { name: 'Notes' })).toHaveTextContent('looks 15');
    expect(within(open).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(cards[1]).queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();

    await u.click(within(open).getByRole('button', { name: 'Remove' }));
    expect(decisions).toEqual([{ path: '/api/admin/reports/a/decision', body: { action: 'remove' } }]);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Girl a' })).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Girl b' })).toBeInTheDocument();
  });

  it('shows the busy text while deciding and the error next to the buttons', async () => {
    serve(user(true), 403);
    // hold the decision's answer until the busy state was seen
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: Request) => {
      if (input.url.endsWith('/decision')) await held;
      return answer(input);
    });
    const u = userEvent.setup();
    renderWithApp(<AdminReportsPage />);
    const [open] = await screen.findAllByRole('listitem', { name: /Report of a picture/ });
    const restore = within(open).getByRole('button', { name: 'Restore' });
    await u.click(restore);
    expect(await within(open).findByRole('button', { name: 'Restoring...' })).toBeDisabled();
    expect(within(open).getByRole('button', { name: 'Remove' })).toBeDisabled();
    release();
    expect(await within(open).findByRole('alert')).toHaveTextContent('Only admins can review reports.');
    expect(within(open).getByRole('button', { name: 'Restore' })).toBeEnabled();
  });
});
