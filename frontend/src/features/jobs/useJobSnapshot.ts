import { useEffect } from 'react';
import type { JobCompletedEvent } from '@contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { applyJobCompleted, applyJobFailed } from './jobEffects';
import { useJobQuery } from './jobsApi';
import { jobCompleted, jobFailed, jobProgress, jobQueued, selectJob } from './jobsSlice';

/**
 * For a job this browser has heard nothing about (the page was reloaded): asks the server once where it
 * stands and puts that in the jobs slice, so its progress bar starts at the truth. Push events take
 * over from there; after a socket reconnect, every running job is asked about again (jobRefresh.ts).
 */
export function useJobSnapshot(jobId: string | null | undefined, girlId?: string): void {
  const dispatch = useAppDispatch();
  const known = useAppSelector((state) => Boolean(selectJob(state, jobId)));
  const { data } = useJobQuery(jobId ?? '', { skip: !jobId || known });

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
    } else if (data.status === 'active') {
      dispatch(jobProgress({ jobId, kind: data.kind, progress: data.progress, stage: 'Generating' }));
    }
  }, [data, dispatch, girlId, jobId]);
}
