import { useEffect } from 'react';

import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { recheckJob } from './jobEvents';
import { isJobRunning, type JobEntry, selectJob } from './jobsSlice';
import { useWatchJob } from './watchedJobs';

/** A running job the page has heard nothing about for this long is asked about, and again every few seconds (a missed push). */
const QUIET_AFTER_MS = 8_000;
const QUIET_EVERY_MS = 5_000;

export interface TrackedJob {
  /** what the browser knows of it (fed by push, or by a re-check) */
  job: JobEntry | undefined;
  /** queued or running, or not heard of yet */
  running: boolean;
}

/**
 * Follows one job for the page on screen, whatever its kind: progress and end come by push into the
 * jobs slice; a job this tab has never heard of (a reload, a job another page queued) is asked about
 * once (GET /api/jobs/:id); every running job is re-checked after a socket reconnect or when the tab
 * comes back (features/jobs/jobEvents.ts), and this one also when it has been quiet for a while. What
 * a re-check finds is applied as the push would have been. The job is marked as shown here, so its
 * end makes no toast.
 */
export function useJob(jobId: string | null | undefined, girlId?: string): TrackedJob {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const job = useAppSelector((state) => selectJob(state, jobId));
  useWatchJob(jobId);

  useEffect(() => {
    if (jobId && !selectJob(store.getState(), jobId)) void dispatch(recheckJob(jobId, girlId));
  }, [dispatch, girlId, jobId, store]);

  const running = isJobRunning(job) || (Boolean(jobId) && !job);
  useRecheckWhenQuiet(jobId, running, job ? `${job.status} ${job.progress} ${job.stage}` : '', girlId);
  return { job, running };
}

/** While the job runs, each stretch of QUIET_AFTER_MS without news from the push makes a re-check, then one every QUIET_EVERY_MS. */
function useRecheckWhenQuiet(jobId: string | null | undefined, running: boolean, news: string, girlId?: string): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!jobId || !running) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const recheck = () => {
      void dispatch(recheckJob(jobId, girlId));
      timer = setTimeout(recheck, QUIET_EVERY_MS);
    };
    timer = setTimeout(recheck, QUIET_AFTER_MS);
    return () => clearTimeout(timer);
  }, [dispatch, girlId, jobId, news, running]);
}
