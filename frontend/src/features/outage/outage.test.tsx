import { MESSAGES } from '@contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TOAST_MS, Toasts } from '../../components/Toasts';
import { mockFetch, renderWithApp } from '../../test/utils';
import { useStatsQuery } from '../users/usersApi';
import { OUTAGE_POLL_MS } from './outage';

function Counts() {
  const { data, isError } = useStatsQuery();
  return (
    <>
      <p>{data ? `${data.users} users` : isError ? 'no counts' : 'loading'}</p>
      <Toasts />
    </>
  );
}

const down = { status: 503, body: { statusCode: 503, message: MESSAGES.unavailable, error: 'Service Unavailable' } };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the service is down for a while', () => {
  it('shows the 503 text once as a toast, and fills the page in again when the service is back, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let up = false;
    const fetchMock = mockFetch((_method, path) => {
      if (!up) return down;
      if (path === '/api/health') return { body: { status: 'ok' } };
      return { body: { users: 7, girls: 3, images: 9 } };
    });
    renderWithApp(<Counts />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.unavailable);
    expect(screen.getByText('no counts')).toBeInTheDocument();

    // still down at the first look: no second toast came, nothing refetched; then the toast times out
    await act(() => vi.advanceTimersByTimeAsync(OUTAGE_POLL_MS));
    expect(screen.queryAllByRole('alert')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(TOAST_MS));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    // the counts were asked for once (the toasts' own session read aside)
    expect(
      fetchMock.mock.calls.filter(([input]) =>
        String(input instanceof Request ? input.url : input).endsWith('/api/users/stats'),
      ),
    ).toHaveLength(1);

    up = true;
    await act(() => vi.advanceTimersByTimeAsync(OUTAGE_POLL_MS));
    expect(await screen.findByText('7 users')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(([input]) =>
        String(input instanceof Request ? input.url : input).endsWith('/api/health'),
      ).length,
    ).toBe(3);
  });
});
