import { type Girl, MESSAGES, type PicsRequest, type User } from '@contracts';
import { useState } from 'react';

import { api } from '../../app/api';
import { errorMessage, errorStatus } from '../../app/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isJobRunning, jobQueued, selectGirlJob } from '../jobs/jobsSlice';
import { useJob } from '../jobs/useJob';
import { useGeneratePicsMutation } from './picsApi';

export type GenerateError = { kind: 'credits' } | { kind: 'text'; text: string };

export interface PicsJob {
  running: boolean;
  outOfCredits: boolean;
  /** the bar of the running job only: while a new request is being sent, the last job's bar is over */
  barJobId: string | null;
  error: GenerateError | null;
  /** the failed job's text */
  jobError: string | null;
  /** the job of this visit, once it completed */
  finishedJobId: string | null;
  start: (request: PicsRequest) => Promise<boolean>;
}

/** The pics page's job: the one just queued, or one still running from an earlier visit (followed with useJob). */
export function usePicsJob(girl: Girl, user: User, onStart: () => void): PicsJob {
  const dispatch = useAppDispatch();
  const [generate, { isLoading: sending }] = useGeneratePicsMutation();
  const [error, setError] = useState<GenerateError | null>(null);
  const tracked = useAppSelector((state) => selectGirlJob(state, girl.id, 'pics'));
  const [jobId, setJobId] = useState<string | null>(() =>
    tracked && isJobRunning(tracked.job) ? tracked.jobId : null,
  );
  const { job, running: jobRunning } = useJob(jobId, girl.id);
  const running = sending || jobRunning;
  const outOfCredits = !user.isSubscribed && user.credits <= 0;

  /** Asks for a picture; true when it was accepted (queued). */
  async function start(request: PicsRequest): Promise<boolean> {
    if (running) return false;
    setError(null);
    onStart();
    if (outOfCredits) {
      setError({ kind: 'credits' });
      return false;
    }
    try {
      const accepted = await generate({ girlId: girl.id, ...request }).unwrap();
      dispatch(jobQueued({ jobId: accepted.jobId, kind: 'pics', girlId: girl.id }));
      setJobId(accepted.jobId);
      return true;
    } catch (err) {
      if (errorStatus(err) === 402) {
        setError({ kind: 'credits' });
        dispatch(api.util.invalidateTags(['Me']));
      } else {
        setError({ kind: 'text', text: errorMessage(err, MESSAGES.imageError) });
      }
      return false;
    }
  }

  return {
    running,
    outOfCredits,
    barJobId: jobId && (isJobRunning(job) || !job) ? jobId : null,
    error,
    jobError: job?.status === 'failed' ? job.error || MESSAGES.imageError : null,
    finishedJobId: job?.status === 'completed' ? jobId : null,
    start,
  };
}
