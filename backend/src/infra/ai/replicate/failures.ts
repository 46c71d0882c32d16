import { MESSAGES } from '../../../contracts';
import { JobFailure, safetyBlocked } from '../../../modules/jobs/job-failure';

/** Words Replicate models use when their safety checker blocks an output or a prompt. */
const SAFETY = /nsfw|safety|sensitive|content policy|\bE005\b/i;

export const somethingWentWrong = (retryable = true) => new JobFailure(MESSAGES.toolFailed, retryable);

/** A prediction that ended failed or canceled, as the job's failure. */
export function predictionFailure(status: string, error: unknown): JobFailure {
  const text = typeof error === 'string' ? error : JSON.stringify(error ?? '');
  if (status === 'failed' && SAFETY.test(text)) return safetyBlocked();
  return somethingWentWrong();
}

/** The HTTP status of the SDK's ApiError (thrown for any non-2xx answer), else null. */
export function apiStatus(err: unknown): number | null {
  if (!(err instanceof Error) || err.name !== 'ApiError' || !('response' in err)) return null;
  const { response } = err;
  const status: unknown = typeof response === 'object' && response !== null && 'status' in response ? response.status : null;
  return typeof status === 'number' ? status : null;
}

/**
 * Any other error on the way as the job's failure. A 4xx answer (bad token, unknown model,
 * invalid input) will not mend itself, so it is not retried; everything else is (429/5xx that
 * outlasted the back-off, network errors, odd answers).
 */
export function requestFailure(err: unknown): JobFailure {
  if (err instanceof JobFailure) return err;
  const status = apiStatus(err);
  const permanent = status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429;
  return somethingWentWrong(!permanent);
}
