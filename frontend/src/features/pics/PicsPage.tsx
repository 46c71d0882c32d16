import { nanoid } from '@reduxjs/toolkit';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MESSAGES, PRESETS, type Girl, type Pic, type PicsRequest, type Preset, type User } from '@contracts';
import { api } from '../../app/api';
import { errorMessage, errorStatus } from '../../app/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { Gallery } from '../../components/Gallery';
import { Page } from '../../components/Page';
import { PortraitFrame } from '../../components/PortraitFrame';
import { PortraitPlaceholder } from '../../components/PortraitPlaceholder';
import { ProgressBar } from '../../components/ProgressBar';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../auth/useSession';
import { useReportDialog } from '../reports/useReportDialog';
import { useGirlQuery } from '../girls/girlsApi';
import { isJobRunning, jobQueued, selectGirlJob, selectJob } from '../jobs/jobsSlice';
import { useJobSnapshot } from '../jobs/useJobSnapshot';
import { useWatchJob } from '../jobs/watchedJobs';
import { toastAdded } from '../toasts/toastsSlice';
import { registerUndoable } from '../toasts/undoable';
import { hidePicture, useDeletePicMutation, useGeneratePicsMutation } from './picsApi';

export default function PicsPage() {
  const { id = '' } = useParams();
  const { user, isLoading: sessionLoading } = useSession();
  const { data: girl, error, isLoading, refetch } = useGirlQuery(id, { skip: !user || !id });

  if (sessionLoading || (user && isLoading)) {
    return (
      <Page title="Generate Pictures">
        <p role="status" className="flex items-center gap-3 text-muted">
          <Spinner className="size-5" />
          Loading...
        </p>
      </Page>
    );
  }
  if (!user) {
    return (
      <Page title="Generate Pictures">
        <div className="card flex flex-col items-start gap-4 p-6 sm:p-8">
          <p className="text-lg">{MESSAGES.notLoggedIn}</p>
          <Link to="/signin" className={buttonClass('primary')}>
            Sign In
          </Link>
        </div>
      </Page>
    );
  }
  if (!girl) {
    const notFound = errorStatus(error) === 404 || errorStatus(error) === 400 || !id;
    return (
      <Page title="Generate Pictures">
        {notFound ? (
          <div className="card flex flex-col items-start gap-4 p-6 sm:p-8">
            <p className="text-lg">{MESSAGES.girlNotFound}</p>
            <Link to="/mygirls" className={buttonClass('secondary')}>
              Back to My Girls
            </Link>
          </div>
        ) : (
          <Alert>
            <p>Error fetching girl data.</p>
            <button type="button" className="link mt-1 rounded" onClick={() => void refetch()}>
              Try again
            </button>
          </Alert>
        )}
      </Page>
    );
  }
  return <PicsStudio girl={girl} user={user} />;
}

type GenerateError = { kind: 'credits' } | { kind: 'text'; text: string };

function PicsStudio({ girl, user }: { girl: Girl; user: User }) {
  const dispatch = useAppDispatch();
  const name = girl.name || 'her';
  const isOwner = user.username === girl.owner;
  const ids = useId();
  const { openReport, reportDialog } = useReportDialog();
  const [modifiers, setModifiers] = useState('');
  const [error, setError] = useState<GenerateError | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [generate, { isLoading: sending }] = useGeneratePicsMutation();
  const [deletePic, { isLoading: deleting }] = useDeletePicMutation();

  // The job of this page: the one just queued, or one still running from an earlier visit.
  const tracked = useAppSelector((state) => selectGirlJob(state, girl.id, 'pics'));
  const [jobId, setJobId] = useState<string | null>(() =>
    tracked && isJobRunning(tracked.job) ? tracked.jobId : null,
  );
  const job = useAppSelector((state) => selectJob(state, jobId));
  useJobSnapshot(jobId, girl.id);
  useWatchJob(jobId);
  const running = sending || isJobRunning(job) || (jobId !== null && !job);
  const jobError = job?.status === 'failed' ? job.error || MESSAGES.imageError : null;
  // the bar of the running job only: while a new request is being sent, the last job's bar is over
  const barJobId = jobId && (isJobRunning(job) || !job) ? jobId : null;

  const latest: Pic | undefined = girl.pics[girl.pics.length - 1];
  const outOfCredits = !user.isSubscribed && user.credits <= 0;

  async function start(request: PicsRequest) {
    if (running) return;
    setError(null);
    setDeleteError(null);
    if (outOfCredits) {
      setError({ kind: 'credits' });
      return;
    }
    try {
      const accepted = await generate({ girlId: girl.id, ...request }).unwrap();
      dispatch(jobQueued({ jobId: accepted.jobId, kind: 'pics', girlId: girl.id }));
      setJobId(accepted.jobId);
    } catch (err) {
      if (errorStatus(err) === 402) {
        setError({ kind: 'credits' });
        dispatch(api.util.invalidateTags(['Me']));
      } else {
        setError({ kind: 'text', text: errorMessage(err, MESSAGES.imageError) });
      }
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const extra = modifiers.trim();
    void start(extra ? { modifiers: extra } : {});
  }

  function onPreset(preset: Preset) {
    const extra = modifiers.trim();
    void start(extra ? { preset, modifiers: extra } : { preset });
  }

  /** Gone at once, with 'Undo' on a toast; the server is asked when the toast goes. */
  function onDelete(pic: Pic) {
    setDeleteError(null);
    const girlId = girl.id;
    const restore = hidePicture(dispatch, girlId, pic.id);
    const toastId = nanoid();
    registerUndoable(toastId, {
      cancel: restore,
      commit: () => {
        deletePic({ girlId, picId: pic.id })
          .unwrap()
          .catch((err: unknown) => {
            // back at once, and the server's word fetched again (it is the truth)
            restore();
            dispatch(api.util.invalidateTags([{ type: 'Girl', id: girlId }, { type: 'Girls', id: 'MINE' }]));
            setDeleteError(errorMessage(err, 'Could not delete the picture. Please try again.'));
          });
      },
      onPageHide: () => {
        void fetch(`/api/girls/${encodeURIComponent(girlId)}/pics/${encodeURIComponent(pic.id)}`, { method: 'DELETE', credentials: 'include', keepalive: true });
      },
    });
    dispatch(toastAdded({ id: toastId, tone: 'info', title: 'Picture deleted', undoable: true }));
  }

  return (
    <Page title={`Generate Pictures for ${name}`}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
        {isOwner ? (
          <form className="card space-y-6 p-5 sm:p-7" onSubmit={onSubmit} aria-describedby={`${ids}-status`}>
            {!user.isSubscribed ? (
              <p className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-night/60 px-4 py-3 text-sm">
                <span>
                  Free generations left: <span className="font-semibold tabular-nums">{user.credits}</span>
                </span>
                <Link to="/subscriptions" className="link rounded text-sm">
                  Go unlimited
                </Link>
              </p>
            ) : null}

            <div>
              <label htmlFor={`${ids}-modifiers`} className="field-label">
                Extra details (optional)
              </label>
              <input
                id={`${ids}-modifiers`}
                className="field-input"
                placeholder="e.g., in a red dress, outdoors"
                autoComplete="off"
                maxLength={300}
                value={modifiers}
                onChange={(event) => setModifiers(event.target.value)}
              />
            </div>

            <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={running} aria-busy={running}>
              {running ? 'Generating...' : 'Generate Custom Image'}
            </button>

            <fieldset>
              <legend className="field-label">Or pick a scene</legend>
              <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
                {PRESETS.map((preset) => (
                  <button
                    key={preset}
                    type="button"
                    className={buttonClass('secondary', 'md')}
                    disabled={running}
                    onClick={() => onPreset(preset)}
                  >
                    {preset}
                  </button>
                ))}
              </div>
            </fieldset>

            <div id={`${ids}-status`} className="space-y-3">
              {barJobId ? <ProgressBar key={barJobId} jobId={barJobId} label={`Picture of ${name}`} /> : null}
              {running && !barJobId ? (
                <p role="status" className="text-sm text-muted">
                  Sending your request...
                </p>
              ) : null}
              {error?.kind === 'credits' || (outOfCredits && !running) ? (
                <Alert>
                  <p>{MESSAGES.noCredits}</p>
                  <Link to="/subscriptions" className="link mt-1 inline-block rounded">
                    Upgrade to premium
                  </Link>
                </Alert>
              ) : null}
              {error?.kind === 'text' ? <Alert>{error.text}</Alert> : null}
              {!running && jobError ? <Alert>{jobError}</Alert> : null}
            </div>
          </form>
        ) : (
          <div className="card p-5 sm:p-7">
            <p className="text-muted">
              Only her creator can make new pictures of {name}. Here is her gallery.
            </p>
            <Link to={`/chat/${girl.id}`} className={buttonClass('primary', 'md', 'mt-4')}>
              Chat with {name}
            </Link>
          </div>
        )}

        <section aria-label="Latest picture" className="mx-auto w-full max-w-xs lg:max-w-none">
          {running ? (
            <PortraitPlaceholder label={`Making a new picture of ${name}...`} />
          ) : latest ? (
            <a href={latest.url} target="_blank" rel="noreferrer" className="block rounded-2xl">
              <PortraitFrame src={latest.url} alt={name} eager />
            </a>
          ) : (
            <PortraitPlaceholder
              busy={false}
              label={isOwner ? 'No pictures yet. Describe a scene or pick one.' : 'No pictures of her yet.'}
            />
          )}
        </section>
      </div>

      <section aria-labelledby={`${ids}-gallery`} className="mt-12">
        <h2 id={`${ids}-gallery`} className="text-xl font-bold tracking-tight">
          Gallery <span className="text-base font-medium text-muted">({girl.pics.length})</span>
        </h2>
        {deleteError ? <Alert className="mt-4">{deleteError}</Alert> : null}
        {girl.pics.length ? (
          <Gallery
            className="mt-5"
            pics={[...girl.pics].reverse()}
            name={name}
            onDelete={isOwner ? (pic) => void onDelete(pic) : undefined}
            onReport={(pic) => openReport(pic.postId, name)}
            disabled={running || deleting}
          />
        ) : (
          <p className="mt-4 text-muted">Her pictures will appear here.</p>
        )}
        {reportDialog}
      </section>
    </Page>
  );
}
