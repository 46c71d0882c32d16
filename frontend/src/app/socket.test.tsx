import { SOCKET_TEXT } from '@contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';

import { ProgressBar } from '../components/ProgressBar';
import { TOAST_MS, Toasts } from '../components/Toasts';
import { jobQueued } from '../features/jobs/jobsSlice';
import { fakeSocket, mockFetch } from '../test/utils';
import { api } from './api';
import { attachSocketListeners } from './socket';
import { makeStore } from './store';

function setup() {
  const store = makeStore();
  const { socket, emit } = fakeSocket();
  attachSocketListeners(socket, store.dispatch);
  render(
    <Provider store={store}>
      <ProgressBar jobId="j1" label="Portrait" />
      <Toasts />
    </Provider>,
  );
  return { store, emit };
}

describe('socket listener', () => {
  it('feeds the progress bar from job:progress', () => {
    const { emit } = setup();
    expect(screen.getByRole('progressbar', { name: 'Portrait' })).toHaveAttribute('aria-valuenow', '0');
    emit('job:progress', { jobId: 'j1', kind: 'flux-generate', progress: 45, stage: 'Generating' });
    expect(screen.getByRole('progressbar', { name: 'Portrait' })).toHaveAttribute('aria-valuenow', '45');
    expect(screen.getByText('Generating')).toBeInTheDocument();
    expect(screen.getByText('45%')).toBeInTheDocument();
  });

  it("shows 'Your image is ready' with a thumbnail and link when a job completes", () => {
    const { emit } = setup();
    emit('job:completed', { jobId: 'j1', kind: 'flux-generate', result: { imageUrl: '/media/new.png' } });
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Your image is ready');
    expect(toast.querySelector('img')).toHaveAttribute('src', '/media/new.png');
    // View opens it in the app, over the page
    act(() => screen.getByRole('button', { name: 'View' }).click());
    expect(screen.getByRole('dialog', { name: 'Picture of Your image is ready' }).querySelector('img')).toHaveAttribute(
      'src',
      '/media/new.png',
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows the error text when a job fails', () => {
    const { emit } = setup();
    emit('job:failed', { jobId: 'j9', kind: 'flux-generate', error: 'The image was blocked by the safety filter.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The image was blocked by the safety filter.');
  });

  it('says why when the server closed this tab for a newer one (connection:replaced)', () => {
    const { emit } = setup();
    emit('connection:replaced', { reason: 'too-many-connections', message: SOCKET_TEXT.replaced });
    expect(screen.getByRole('status')).toHaveTextContent(SOCKET_TEXT.replaced);
  });

  it('refetches cached queries after a reconnect, not on the first connect', () => {
    const store = makeStore();
    const dispatch = vi.fn(store.dispatch);
    const { socket, emit } = fakeSocket();
    attachSocketListeners(socket, dispatch as unknown as typeof store.dispatch);
    emit('connect');
    expect(dispatch).not.toHaveBeenCalled();
    emit('connect');
    // every cached query, then every job this tab thinks is running (a thunk)
    expect(dispatch).toHaveBeenCalledTimes(2);
    expect(api.util.invalidateTags.match(dispatch.mock.calls[0][0])).toBe(true);
    expect(dispatch.mock.calls[1][0]).toBeTypeOf('function');
  });

  it('after a reconnect, ends a running job whose completion was pushed while the connection was down', async () => {
    const requests: string[] = [];
    mockFetch((method, path) => {
      requests.push(`${method} ${path}`);
      if (path === '/api/jobs/j1') {
        return {
          body: {
            id: 'j1',
            kind: 'flux-generate',
            status: 'completed',
            progress: 100,
            result: { imageUrl: '/media/late.png' },
            error: null,
          },
        };
      }
      return { status: 404, body: { statusCode: 404, message: 'Not found', error: 'Not Found' } };
    });
    const { store, emit } = setup();
    emit('connect');
    act(() => {
      store.dispatch(jobQueued({ jobId: 'j1', kind: 'flux-generate' }));
    });
    expect(requests).not.toContain('GET /api/jobs/j1');
    emit('connect');
    expect(await screen.findByRole('status')).toHaveTextContent('Your image is ready');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(requests.filter((r) => r === 'GET /api/jobs/j1')).toHaveLength(1);
  });
});

describe('toasts', () => {
  it('stay while the pointer rests on them, and close by themselves about 6 s after it leaves', () => {
    vi.useFakeTimers();
    try {
      const { emit } = setup();
      emit('job:failed', { jobId: 'c', kind: 'flux-generate', error: 'third' });
      const toast = screen.getByText('third').closest('[role="alert"]')!;
      fireEvent.mouseEnter(toast);
      act(() => {
        vi.advanceTimersByTime(TOAST_MS * 3);
      });
      expect(screen.getByText('third')).toBeInTheDocument();
      fireEvent.mouseLeave(toast);
      act(() => {
        vi.advanceTimersByTime(TOAST_MS - 500);
      });
      expect(screen.getByText('third')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(600);
      });
      expect(screen.queryByText('third')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('dismiss on click, and on their own after about 6 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { emit } = setup();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      emit('job:failed', { jobId: 'a', kind: 'flux-generate', error: 'first' });
      await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
      expect(screen.queryByText('first')).not.toBeInTheDocument();

      emit('job:failed', { jobId: 'b', kind: 'flux-generate', error: 'second' });
      expect(screen.getByText('second')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(TOAST_MS + 50);
      });
      expect(screen.queryByText('second')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
