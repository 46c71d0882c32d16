import { useEffect } from 'react';

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

/** Marks the job as shown by this component while it is mounted. */
export function useWatchJob(jobId: string | null | undefined): void {
  useEffect(() => (jobId ? watchJob(jobId) : undefined), [jobId]);
}
