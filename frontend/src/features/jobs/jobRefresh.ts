import { MESSAGES, type JobCompletedEvent, type JobFailedEvent } from '@contracts';
import type { AppDispatch, RootState } from '../../app/store';
import { jobsApi } from './jobsApi';
import { isJobRunning } from './jobsSlice';

/**
 * After a socket reconnect: asks the server (GET /api/jobs/:id) about every job this tab still thinks
 * is running. One whose end was pushed while the connection was down ends now, through the same
 * handlers as the push would have.
 */
export function refreshRunningJobs(onCompleted: (event: JobCompletedEvent) => void, onFailed: (event: JobFailedEvent) => void) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const running = Object.entries(getState().jobs.byId).filter(([, entry]) => isJobRunning(entry));
    await Promise.all(
      running.map(async ([jobId]) => {
        const { data } = await dispatch(jobsApi.endpoints.job.initiate(jobId, { subscribe: false, forceRefetch: true }));
        if (data?.status === 'completed' && data.result) {
          onCompleted({ jobId, kind: data.kind, result: data.result } as JobCompletedEvent);
        } else if (data?.status === 'failed') {
          onFailed({ jobId, kind: data.kind, error: data.error || MESSAGES.unexpectedError });
        }
      }),
    );
  };
}
