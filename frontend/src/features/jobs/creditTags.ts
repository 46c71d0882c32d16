import { errorStatus } from '../../app/errors';

/**
 * The header's credit count after a request that may start a generation (the one meter): the user
 * is fetched again when a job was queued (a free user's credit was taken) or the answer was 402.
 */
export function meAfterGeneration(result: { jobId?: string } | undefined, error: unknown): 'Me'[] {
  return result?.jobId || errorStatus(error) === 402 ? ['Me'] : [];
}
