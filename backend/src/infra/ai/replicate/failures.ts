import { MESSAGES } from '../../../contracts';
import { JobFailure, safetyBlocked } from '../../queue/job-failure';

/** Words Replicate models use when their safety checker blocks an output or a prompt. */
const SAFETY = /nsfw|safety|sensitive|content policy|\bE005\b/i;

export const somethingWentWrong = (retryable = true) => new JobFailure(MESSAGES.toolFailed, retryable);

/** Replicate's words for a failure worth another prediction: E1000 "Unknown Error … Try retrying your prediction". */
const TRANSIENT = /\bE1000\b|please retry|try retrying/i;

const textOf = (error: unknown) => (typeof error === 'string' ? error : JSON.stringify(error ?? ''));

/**
 * Whether a prediction that ended without output may be run again: one `aborted` (it never ran,
 * so was not billed) or one that failed for a reason Replicate calls transient. A model's own
 * failure (out of memory, a bad input, a crash) or a cancel would only fail and bill again.
 */
export function transientEnd(status: string, error: unknown): boolean {
  return status === 'aborted' || (status === 'failed' && TRANSIENT.test(textOf(error)));
}

/** A prediction that ended failed, canceled or aborted, as the job's failure; retried only when `retry` allows. */
export function predictionFailure(status: string, error: unknown, retry: boolean): JobFailure {
  if (status === 'failed' && SAFETY.test(textOf(error))) return safetyBlocked();
  return somethingWentWrong(retry);
}

/** The HTTP status of the SDK's ApiError (thrown for any non-2xx answer), else null. */
export function apiStatus(err: unknown): number | null {
  if (!(err instanceof Error) || err.name !== 'ApiError' || !('response' in err)) return null;
  const { response } = err;
  const status: unknown =
    typeof response === 'object' && response !== null && 'status' in response ? response.status : null;
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
