import { isToolId, type JobCompletedEvent, type JobFailedEvent, type JobView, MESSAGES } from '@contracts';

import type { AppDispatch, RootState } from '../../app/store';
import { isChatShown } from '../chat/chatEvents';
import { toastAdded } from '../toasts/toastsSlice';
import { applyJobCompleted, applyJobFailed } from './jobEffects';
import { jobsApi } from './jobsApi';
import { isJobRunning, jobCompleted, jobFailed, jobProgress, jobQueued } from './jobsSlice';
import { completedToast, failedToast } from './jobToasts';
import { isJobWatched, jobToastId } from './watchedJobs';

type Thunk<R = void> = (dispatch: AppDispatch, getState: () => RootState) => R;

const ended = (state: RootState, jobId: string) => {
  const status = state.jobs.byId[jobId]?.status;
  return status === 'completed' || status === 'failed';
};

/**
 * The one place a job's end is applied, whether the push said it (job:completed) or a re-check found
 * it (GET /api/jobs/:id): the jobs slice, the cached data it changes (jobEffects.ts) and, when no page
 * on screen shows the job, a toast. An end already applied is ignored, so nothing happens twice.
 */
export function receiveJobCompleted(event: JobCompletedEvent): Thunk {
  return (dispatch, getState) => {
    if (ended(getState(), event.jobId)) return;
    dispatch(jobCompleted(event));
    applyJobCompleted(dispatch, event);
    // the page that shows this job says it itself (a chat picture or her voice is in her open conversation); a toast is for the other pages
    const shown =
      isJobWatched(event.jobId) ||
      ((event.kind === 'chat-picture' || event.kind === 'speech') && isChatShown(event.result.girlId));
    // its id lets a page that comes to show the job afterwards take the toast back (useWatchJob)
    if (!shown) dispatch(toastAdded({ ...completedToast(event), id: jobToastId(event.jobId) }));
  };
}

export function receiveJobFailed(event: JobFailedEvent): Thunk {
  return (dispatch, getState) => {
    if (ended(getState(), event.jobId)) return;
    dispatch(jobFailed(event));
    applyJobFailed(dispatch, event);
    if (!isJobWatched(event.jobId)) dispatch(toastAdded(failedToast(event)));
  };
}

/** What a job's end says when the server kept no error text. */
const fallbackError = (view: JobView) => (isToolId(view.kind) ? MESSAGES.toolFailed : MESSAGES.imageError);

/**
 * Asks the server where a job stands (GET /api/jobs/:id) and applies it as the push would have: a job
 * this tab never heard of (a reload) starts at the truth; one whose end was missed ends now.
 */
export function recheckJob(jobId: string, girlId?: string): Thunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { data } = await dispatch(jobsApi.endpoints.job.initiate(jobId, { subscribe: false, forceRefetch: true }));
    if (!data || data.id !== jobId) return;
    const known = Boolean(getState().jobs.byId[jobId]);
    dispatch(jobQueued({ jobId, kind: data.kind, ...(girlId ? { girlId } : {}) }));
    if (data.status === 'completed' && data.result) {
      dispatch(receiveJobCompleted({ jobId, kind: data.kind, result: data.result } as JobCompletedEvent));
    } else if (data.status === 'failed') {
      dispatch(receiveJobFailed({ jobId, kind: data.kind, error: data.error || fallbackError(data) }));
    } else if (data.status === 'active') {
      // a blank stage keeps the one the last push gave
      dispatch(jobProgress({ jobId, kind: data.kind, progress: data.progress, stage: known ? '' : 'Generating' }));
    }
  };
}

/** Re-checks every job this tab still thinks is running (after a socket reconnect, or when the tab comes back). */
export function recheckRunningJobs(): Thunk<Promise<void>> {
  return async (dispatch, getState) => {
    const running = Object.entries(getState().jobs.byId).filter(([, entry]) => isJobRunning(entry));
    await Promise.all(running.map(([jobId]) => dispatch(recheckJob(jobId))));
  };
}

/** When the tab comes back into view, running jobs are re-checked (a sleeping laptop may have missed their end). */
export function recheckOnTabReturn(dispatch: AppDispatch, doc: Document = document): () => void {
  const onChange = () => {
    if (doc.visibilityState === 'visible') void dispatch(recheckRunningJobs());
  };
  doc.addEventListener('visibilitychange', onChange);
  return () => doc.removeEventListener('visibilitychange', onChange);
}
