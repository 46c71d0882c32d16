import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jobCompleted, jobProgress, jobQueued } from '../features/jobs/jobsSlice';
import { renderWithApp } from '../test/utils';
import { ProgressBar } from './ProgressBar';

const shown = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

describe('ProgressBar', () => {
  afterEach(() => vi.useRealTimers());

  it('creeps on between reports (never past 90 %), never moves back, and fills when the job is done', () => {
    vi.useFakeTimers();
    const { store } = renderWithApp(<ProgressBar jobId="job-1" label="Background removal" />);
    act(() => {
      store.dispatch(jobQueued({ jobId: 'job-1', kind: 'remove-background' }));
      store.dispatch(jobProgress({ jobId: 'job-1', kind: 'remove-background', progress: 10, stage: 'removing' }));
    });
    expect(shown()).toBe(10);

    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    const crept = shown();
    expect(crept).toBeGreaterThan(50);
    expect(crept).toBeLessThanOrEqual(90);
    act(() => {
      vi.advanceTimersByTime(10 * 60_000);
    });
    expect(shown()).toBeLessThanOrEqual(90);
    expect(shown()).toBeGreaterThanOrEqual(crept);

    // a real report below what is shown does not pull the bar back
    const before = shown();
    act(() => {
      store.dispatch(jobProgress({ jobId: 'job-1', kind: 'remove-background', progress: 40, stage: 'removing' }));
    });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(shown()).toBeGreaterThanOrEqual(before);

    act(() => {
      store.dispatch(
        jobCompleted({ jobId: 'job-1', kind: 'remove-background', result: { output: '/media/ab/out.png' } }),
      );
    });
    expect(shown()).toBe(100);
  });
});
