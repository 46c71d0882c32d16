import { useEffect } from 'react';
import type { JobCompletedEvent } from '@contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { applyJobCompleted, applyJobFailed } from './jobEffects';
import { useJobQuery } from './jobsApi';
import { isJobRunning, jobCompleted, jobFailed, jobProgress, jobQueued, selectJob } from './jobsSlice';

/**
 * Where a job stands on the server, for a job this browser has heard nothing about (the page was
 * reloaded) or still thinks is running. The answer goes into the jobs slice, so a progress bar starts at
 * the truth; push events take over from there. A socket reconnect invalidates every tag, so a running
 * job is asked about again then: its end may have been pushed while the connection was down.
 */
export function useJobSnapshot(jobId: string | null | undefined, girlId?: string): void {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => selectJob(state, jobId));
  const known = Boolean(entry);
  const ask = Boolean(jobId) && (!entry || isJobRunning(entry));
  const { data } = useJobQuery(jobId ?? '', { skip: !ask });

  useEffect(() => {
    if (!jobId || !data || data.id !== jobId) return;
    dispatch(jobQueued({ jobId, kind: data.kind, ...(girlId ? { girlId } : {}) }));
    if (data.status === 'completed' && data.result) {
      const event = { jobId, kind: data.kind, result: data.result } as JobCompletedEvent;
      dispatch(jobCompleted(event));
      applyJobCompleted(dispatch, event);
    } else if (data.status === 'failed') {
      const event = { jobId, kind: data.kind, error: data.error ?? 'Error generating image.' };
      dispatch(jobFailed(event));
      applyJobFailed(dispatch, event);
    } else if (data.status === 'active' && !known) {
      dispatch(jobProgress({ jobId, kind: data.kind, progress: data.progress, stage: 'Generating' }));
    }
    // `known` is read when the answer arrives, not watched: a push never makes the answer apply again
  }, [data, dispatch, girlId, jobId]);
}
