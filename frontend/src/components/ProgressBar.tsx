import { useEffect, useState } from 'react';

import { useAppSelector } from '../app/hooks';
import { selectJob } from '../features/jobs/jobsSlice';
import { easedProgress } from './easedProgress';

/** How often the bar creeps on between reports. */
const TICK_MS = 500;

interface ProgressBarProps {
  jobId: string | null | undefined;
  /** what is being made, for screen readers ('Portrait', 'Upscale'...) */
  label?: string;
  className?: string;
}

/** Stage and percent of one slow job, fed by push through the jobs slice. */
export function ProgressBar({ jobId, label = 'Progress', className = '' }: ProgressBarProps) {
  const job = useAppSelector((state) => selectJob(state, jobId));
  const progress = useShownProgress(job?.progress ?? 0, job?.status === 'active');
  if (!jobId) return null;

  const stage = job?.stage ?? 'Queued';
  const failed = job?.status === 'failed';

  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
        <span className={failed ? 'text-danger' : 'text-muted'}>{stage}</span>
        <span className="font-semibold tabular-nums text-ink">{progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${stage}, ${progress}%`}
        className="h-2 overflow-hidden rounded-full bg-raised"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-300 ease-out ${failed ? 'bg-danger' : 'bg-rose'}`}
          style={{ width: `${progress}%` }}
        />
      </div>
      {failed && job?.error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {job.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The percent shown: while the job works, the last report crept on by the time since it
 * (easedProgress), never moving back; a finished job shows its own (100 when done).
 */
function useShownProgress(reported: number, active: boolean): number {
  const [crept, setCrept] = useState(0);
  useEffect(() => {
    if (!active) return;
    const reportedAt = Date.now();
    const timer = setInterval(
      () => setCrept((shown) => Math.max(shown, easedProgress(reported, Date.now() - reportedAt))),
      TICK_MS,
    );
    return () => clearInterval(timer);
  }, [reported, active]);
  return active ? Math.max(reported, crept) : reported;
}
