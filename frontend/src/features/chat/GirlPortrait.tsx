import type { Girl } from '@contracts';

import { PortraitFrame } from '../../components/PortraitFrame';
import { PortraitPlaceholder } from '../../components/PortraitPlaceholder';
import { ProgressBar } from '../../components/ProgressBar';
import { isJobRunning, type JobEntry } from '../jobs/jobsSlice';

interface GirlPortraitProps {
  girl: Girl;
  name: string;
  jobId: string | null;
  job: JobEntry | undefined;
  running: boolean;
}

/** Her portrait, with the running portrait job's bar over it; a placeholder until she has one. */
export function GirlPortrait({ girl, name, jobId, job, running }: GirlPortraitProps) {
  // The finished job's picture stands in until the cached girl catches up.
  const completedUrl =
    job?.status === 'completed' && job.result && 'imageUrl' in job.result ? job.result.imageUrl : null;
  const imageUrl = girl.imageUrl ?? completedUrl;
  // the bar of the running job only: while a new look is being sent, the last job's bar is over
  const barJobId = jobId && (isJobRunning(job) || !job) ? jobId : null;
  const progress = barJobId ? <ProgressBar key={barJobId} jobId={barJobId} label={`Portrait of ${name}`} /> : null;

  let portrait;
  if (imageUrl) {
    portrait = (
      <div className="relative">
        <PortraitFrame src={imageUrl} alt={name} eager />
        {running ? (
          <div className="absolute inset-x-3 bottom-3 rounded-xl bg-night/85 p-3 backdrop-blur">
            {progress ?? <p className="text-sm">Starting...</p>}
          </div>
        ) : null}
      </div>
    );
  } else if (running) {
    portrait = (
      <PortraitPlaceholder label="Her portrait is on its way...">
        {progress ?? <p className="text-sm text-muted">Starting...</p>}
      </PortraitPlaceholder>
    );
  } else {
    portrait = (
      <PortraitPlaceholder
        busy={false}
        label={job?.status === 'failed' ? 'Her portrait could not be made.' : 'No portrait yet.'}
      />
    );
  }
  return <div className="mx-auto w-full max-w-[15rem] sm:max-w-xs lg:max-w-none">{portrait}</div>;
}
