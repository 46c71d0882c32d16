import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeStore } from '../../app/store';
import { mockFetch } from '../../test/utils';
import { jobProgress, jobQueued } from './jobsSlice';
import { useJob } from './useJob';
import { isJobWatched } from './watchedJobs';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(status: 'queued' | 'active' | 'completed' = 'completed') {
  const asked: string[] = [];
  mockFetch((_method, path) => {
    asked.push(path);
    return {
      body: {
        id: 'j1',
        kind: 'upscale',
        status,
        progress: status === 'completed' ? 100 : 30,
        result: status === 'completed' ? { imageUrl: '/media/up.png' } : null,
        error: null,
      },
    };
  });
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, asked, wrapper };
}

describe('useJob', () => {
  it('asks once about a job this tab never heard of (a reload), and starts at what the server says', async () => {
    const { asked, wrapper } = setup('active');
    const { result } = renderHook(() => useJob('j1'), { wrapper });
    expect(result.current.running).toBe(true);
    await waitFor(() =>
      expect(result.current.job).toMatchObject({ status: 'active', progress: 30, stage: 'Generating' }),
    );
    expect(asked).toEqual(['/api/jobs/j1']);
    expect(isJobWatched('j1')).toBe(true);
  });

  it('re-checks a running job only after 8 s without news from the push, then ends it as the server says', async () => {
    vi.useFakeTimers();
    const { store, asked, wrapper } = setup('completed');
    store.dispatch(jobQueued({ jobId: 'j1', kind: 'upscale' }));
    const { result } = renderHook(() => useJob('j1'), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    act(() => {
      store.dispatch(jobProgress({ jobId: 'j1', kind: 'upscale', progress: 50, stage: 'upscaling' }));
    });
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    // news came at 6 s: nothing asked yet
    expect(asked).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(asked).toEqual(['/api/jobs/j1']);
    vi.useRealTimers();
    await waitFor(() =>
      expect(result.current.job).toMatchObject({ status: 'completed', result: { imageUrl: '/media/up.png' } }),
    );
    expect(result.current.running).toBe(false);
    // the page shows it: no toast
    expect(store.getState().toasts.items).toHaveLength(0);
  });
});
