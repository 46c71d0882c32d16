import { MESSAGES, type ToolId, type ToolRequest, type ToolResult } from '@contracts';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { errorMessage, errorStatus } from '../../app/errors';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { isJobRunning, type JobEntry, jobQueued, type JobsState } from '../jobs/jobsSlice';
import { useJob } from '../jobs/useJob';
import { type ToolCall, useRunToolMutation } from './toolsApi';

/** The newest job of this tool the browser knows is still running (to pick it up after coming back). */
function runningJobOf(state: { jobs: JobsState }, tool: ToolId): string | null {
  let found: string | null = null;
  for (const [jobId, job] of Object.entries(state.jobs.byId)) {
    if (job.kind === tool && isJobRunning(job)) found = jobId;
  }
  return found;
}

export interface ToolJob<T extends ToolId> {
  jobId: string | null;
  job: JobEntry | undefined;
  /** sending the request, or the job is queued or running: the button is disabled */
  running: boolean;
  /** the job id is not known yet (the request is on its way) */
  sending: boolean;
  /** the result of the finished job */
  result: Partial<ToolResult<T>> | null;
  /** the server's message for a refused request or a failed job; 'Oops! Something went wrong.' for a 500 or none */
  error: string | null;
  /** the request was refused with 402 (no free generation left): the page shows the upsell */
  outOfCredits: boolean;
  /** sends the request (validated by the page) and follows the job it queued */
  submit: (body: ToolRequest<T>) => Promise<void>;
}

/**
 * One tool's job: sends its request (contracts/tools.ts), then follows the job it queued with useJob.
 * The page opens on the job its address names (`?job=<id>`: a notification of its end), else on this
 * tool's job still running.
 */
export function useToolJob<T extends ToolId>(tool: T): ToolJob<T> {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [run] = useRunToolMutation();
  const [params] = useSearchParams();
  const [jobId, setJobId] = useState<string | null>(() => params.get('job') || runningJobOf(store.getState(), tool));
  const [sending, setSending] = useState(false);
  const [requestError, setRequestError] = useState<string | null>(null);
  const [outOfCredits, setOutOfCredits] = useState(false);
  const tracked = useJob(jobId);
  const { job } = tracked;
  const running = sending || tracked.running;

  const submit = useCallback(
    async (body: ToolRequest<T>) => {
      setRequestError(null);
      setOutOfCredits(false);
      setJobId(null);
      setSending(true);
      try {
        const accepted = await run({ tool, body } as ToolCall).unwrap();
        dispatch(jobQueued({ jobId: accepted.jobId, kind: tool }));
        setJobId(accepted.jobId);
      } catch (err) {
        // a refusal says why (400, 402, 413, 415, 422, 503...); a server error is the spec's plain failure
        setOutOfCredits(errorStatus(err) === 402);
        setRequestError(errorStatus(err) === 500 ? MESSAGES.toolFailed : errorMessage(err, MESSAGES.toolFailed));
      } finally {
        setSending(false);
      }
    },
    [dispatch, run, tool],
  );

  // a job of another tool (an address edited by hand) shows nothing here
  const own = job?.kind === tool ? job : undefined;
  const result = own?.status === 'completed' && own.result ? (own.result as Partial<ToolResult<T>>) : null;
  const jobError = own?.status === 'failed' ? own.error || MESSAGES.toolFailed : null;

  return { jobId, job, running, sending, result, error: requestError ?? jobError, outOfCredits, submit };
}
