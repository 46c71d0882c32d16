import { useAppSelector } from '../app/hooks';
import { selectJob } from '../features/jobs/jobsSlice';

interface ProgressBarProps {
  jobId: string | null | undefined;
  /** what is being made, for screen readers ('Portrait', 'Upscale'...) */
  label?: string;
  className?: string;
}

/** Stage and percent of one slow job, fed by push through the jobs slice. */
export function ProgressBar({ jobId, label = 'Progress', className = '' }: ProgressBarProps) {
  const job = useAppSelector((state) => selectJob(state, jobId));
  if (!jobId) return null;

  const progress = job?.progress ?? 0;
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
