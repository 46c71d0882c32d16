import { useCallback, useEffect, useState } from 'react';
import { MESSAGES, type JobAccepted, type JobCompletedEvent, type JobResult } from '@contracts';
import { errorMessage, errorStatus } from '../../app/errors';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { useJobQuery } from '../jobs/jobsApi';
import { isJobRunning, jobCompleted, jobFailed, jobProgress, jobQueued, selectJob, type JobEntry, type JobsState } from '../jobs/jobsSlice';
import { useWatchJob } from '../jobs/watchedJobs';

export type ToolKind = 'flux-generate' | 'video-generate' | 'gif-generate' | 'face-swap' | 'remove-background' | 'upscale';

/** After this long without a push saying the job ended, ask the server (a missed event, a dropped socket). */
const FALLBACK_AFTER_MS = 8_000;
const FALLBACK_EVERY_MS = 5_000;

/** The newest job of this kind the browser knows is still running (to pick it up after coming back). */
function runningJobOf(state: { jobs: JobsState }, kind: ToolKind): string | null {
  let found: string | null = null;
  for (const [jobId, job] of Object.entries(state.jobs.byId)) {
    if (job.kind === kind && isJobRunning(job)) found = jobId;
  }
  return found;
}

export interface ToolJob<K extends ToolKind> {
  jobId: string | null;
  job: JobEntry | undefined;
  /** sending the request, or the job is queued or running: the button is disabled */
  running: boolean;
  /** the job id is not known yet (the request is on its way) */
  sending: boolean;
  /** the result of the finished job */
  result: Partial<JobResult<K>> | null;
  /** the server's message for a refused request or a failed job; 'Oops! Something went wrong.' for a 500 or none */
  error: string | null;
  /** sends the request (validated by the page) and follows the job it queued */
  submit: (send: () => Promise<JobAccepted>) => Promise<void>;
}

/**
 * One tool's job: queues it, then follows it through the jobs slice that the socket feeds
 * (progress, result, error). Marks the job as shown here, so no toast repeats what the page says.
 */
export function useToolJob<K extends ToolKind>(kind: K): ToolJob<K> {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [jobId, setJobId] = useState<string | null>(() => runningJobOf(store.getState(), kind));
  const [sending, setSending] = useState(false);
  const [requestError, setRequestError] = useState<string | null>(null);
  const job = useAppSelector((state) => selectJob(state, jobId));
  const running = sending || isJobRunning(job) || (jobId !== null && !job);

  useWatchJob(jobId);
  useJobFallback(jobId, running && !sending);

  const submit = useCallback(
    async (send: () => Promise<JobAccepted>) => {
      setRequestError(null);
      setJobId(null);
      setSending(true);
      try {
        const accepted = await send();
        dispatch(jobQueued({ jobId: accepted.jobId, kind }));
        setJobId(accepted.jobId);
      } catch (err) {
        // a refusal says why (400, 413, 415, 422, 503...); a server error is the spec's plain failure
        setRequestError(errorStatus(err) === 500 ? MESSAGES.toolFailed : errorMessage(err, MESSAGES.toolFailed));
      } finally {
        setSending(false);
      }
    },
    [dispatch, kind],
  );

  const result = job?.status === 'completed' && job.result ? (job.result as Partial<JobResult<K>>) : null;
  const jobError = job?.status === 'failed' ? job.error || MESSAGES.toolFailed : null;

  return { jobId, job, running, sending, result, error: requestError ?? jobError, submit };
}

/**
 * Push is the way results arrive; this is the safety net. A job still running after a few seconds is
 * also asked about (GET /api/jobs/:id) now and then, and what the server says goes into the jobs slice.
 */
function useJobFallback(jobId: string | null, running: boolean): void {
  const dispatch = useAppDispatch();
  const [due, setDue] = useState<string | null>(null);

  useEffect(() => {
    if (!jobId || !running) return undefined;
    const timer = setTimeout(() => setDue(jobId), FALLBACK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [jobId, running]);

  const poll = Boolean(jobId) && running && due === jobId;
  const { data } = useJobQuery(jobId ?? '', { skip: !poll, pollingInterval: FALLBACK_EVERY_MS });

  useEffect(() => {
    if (!poll || !jobId || !data || data.id !== jobId) return;
    if (data.status === 'completed' && data.result) {
      dispatch(jobCompleted({ jobId, kind: data.kind, result: data.result } as JobCompletedEvent));
    } else if (data.status === 'failed') {
      dispatch(jobFailed({ jobId, kind: data.kind, error: data.error || MESSAGES.toolFailed }));
    } else if (data.status === 'active') {
      // an empty stage keeps the one the last push gave
      dispatch(jobProgress({ jobId, kind: data.kind, progress: data.progress, stage: '' }));
    }
  }, [data, dispatch, jobId, poll]);
}
