import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, type Girl } from '@contracts';
import { errorMessage } from '../../app/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { PortraitFrame } from '../../components/PortraitFrame';
import { PortraitPlaceholder } from '../../components/PortraitPlaceholder';
import { ProgressBar } from '../../components/ProgressBar';
import { useNewLookMutation } from '../girls/girlsApi';
import { isJobRunning, jobQueued, selectGirlJob, selectJob } from '../jobs/jobsSlice';
import { useJobSnapshot } from '../jobs/useJobSnapshot';
import { useWatchJob } from '../jobs/watchedJobs';
import { useGenerateBioMutation } from './chatApi';

interface GirlProfileProps {
  girl: Girl;
  isOwner: boolean;
  /** her running portrait job: the wizard's (router state) or the one opening the chat queued */
  portraitJobId: string | null;
}

/** Her portrait (or its progress), name, personality, bio and, for her owner, a bio and a new look. */
export function GirlProfile({ girl, isOwner, portraitJobId }: GirlProfileProps) {
  const dispatch = useAppDispatch();
  const name = girl.name || 'Your girl';
  const [newLook, { isLoading: sending }] = useNewLookMutation();
  const [lookError, setLookError] = useState<string | null>(null);
  const [generateBio, { isLoading: writingBio }] = useGenerateBioMutation();
  const [bioError, setBioError] = useState<string | null>(null);

  // Her newest portrait job known here: the wizard's or the chat's (props) or a new look's (jobs slice).
  // (The server queues a portrait for a girl without one when her owner opens the chat.)
  useJobSnapshot(portraitJobId, girl.id);
  const tracked = useAppSelector((state) => selectGirlJob(state, girl.id, 'portrait'));
  const jobId = tracked?.jobId ?? portraitJobId;
  const job = useAppSelector((state) => selectJob(state, jobId));
  useWatchJob(jobId);
  const running = sending || isJobRunning(job) || (Boolean(jobId) && !job);
  const failed = job?.status === 'failed';

  // The finished job's picture stands in until the cached girl catches up.
  const completedUrl =
    job?.status === 'completed' && job.result && 'imageUrl' in job.result ? job.result.imageUrl : null;
  const imageUrl = girl.imageUrl ?? completedUrl;

  async function requestLook() {
    if (running) return;
    setLookError(null);
    try {
      const accepted = await newLook(girl.id).unwrap();
      dispatch(jobQueued({ jobId: accepted.jobId, kind: 'portrait', girlId: girl.id }));
    } catch (err) {
      setLookError(errorMessage(err, MESSAGES.imageError));
    }
  }

  async function requestBio() {
    if (writingBio) return;
    setBioError(null);
    try {
      await generateBio(girl.id).unwrap();
    } catch (err) {
      setBioError(errorMessage(err, MESSAGES.unexpectedError));
    }
  }

  // the bar of the running job only: while a new look is being sent, the last job's bar is over
  const barJobId = jobId && (isJobRunning(job) || !job) ? jobId : null;
  const progress = barJobId ? <ProgressBar key={barJobId} jobId={barJobId} label={`Portrait of ${name}`} /> : null;

  let portrait;
  if (imageUrl) {
    portrait = (
      <div className="relative">
        <PortraitFrame src={imageUrl} alt={name} eager />
        {running ? (
          <div className="absolute inset-x-3 bottom-3 rounded-xl bg-night/85 p-3 backdrop-blur">{progress ?? <p className="text-sm">Starting...</p>}</div>
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
        label={failed ? 'Her portrait could not be made.' : 'No portrait yet.'}
      />
    );
  }

  return (
    <section aria-labelledby="girl-name" className="card p-4 sm:p-5">
      <div className="mx-auto w-full max-w-[15rem] sm:max-w-xs lg:max-w-none">{portrait}</div>

      {failed && job?.error ? (
        <Alert className="mt-4">
          {job.error}
          {isOwner ? ' Try a new look.' : ''}
        </Alert>
      ) : null}

      <h1 id="girl-name" className="mt-5 text-3xl font-bold tracking-tight">
        {name}
      </h1>
      {girl.personality.length ? (
        <ul aria-label="Personality" className="mt-3 flex flex-wrap gap-2">
          {girl.personality.map((trait) => (
            <li key={trait} className="rounded-full border border-line bg-raised px-3 py-1 text-xs font-medium text-rose-soft">
              {trait}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-4">
        <h2 className="sr-only">Bio</h2>
        {girl.bio ? (
          <p className="text-sm leading-relaxed text-muted">{girl.bio}</p>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted italic">No bio yet.</p>
            {isOwner ? (
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => void requestBio()}
                disabled={writingBio}
                aria-busy={writingBio}
              >
                {writingBio ? 'Generating...' : 'Generate Bio'}
              </button>
            ) : null}
          </div>
        )}
        {bioError ? <Alert className="mt-3">{bioError}</Alert> : null}
      </div>

      {isOwner ? (
        <div className="mt-5 space-y-3 border-t border-line/60 pt-5">
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
            <button
              type="button"
              className={buttonClass('secondary', 'md')}
              onClick={() => void requestLook()}
              disabled={running}
              aria-busy={running}
            >
              {running ? 'Generating...' : 'Generate New Look'}
            </button>
            <Link to={`/pics/${girl.id}`} className={buttonClass('primary', 'md')}>
              Make Pictures
            </Link>
          </div>
          {lookError ? <Alert>{lookError}</Alert> : null}
        </div>
      ) : null}
    </section>
  );
}
