import { useEffect } from 'react';

import { useAppDispatch } from '../../app/hooks';
import { toastDismissed } from '../toasts/toastsSlice';

/**
 * Jobs whose progress and result a page on screen already shows (the pics page, her profile). Their
 * "ready" and "failed" toasts are skipped: a toast is for a job that finishes on another page.
 */
const watched = new Map<string, number>();

export function watchJob(jobId: string): () => void {
  watched.set(jobId, (watched.get(jobId) ?? 0) + 1);
  return () => {
    const count = (watched.get(jobId) ?? 1) - 1;
    if (count > 0) watched.set(jobId, count);
    else watched.delete(jobId);
  };
}

export function isJobWatched(jobId: string): boolean {
  return watched.has(jobId);
}

/** The id of a job's "ready" toast. */
export const jobToastId = (jobId: string) => `job:${jobId}`;

/**
 * Marks the job as shown by this component while it is mounted. A "ready" toast already up for it
 * (the job ended just before this page came: the wizard's portrait, say) goes, since the page shows it.
 */
export function useWatchJob(jobId: string | null | undefined): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!jobId) return undefined;
    dispatch(toastDismissed(jobToastId(jobId)));
    return watchJob(jobId);
  }, [dispatch, jobId]);
}
