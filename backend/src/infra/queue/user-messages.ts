/**
 * BullMQ's own failure reasons ('job stalled more than allowable limit', a lost lock): the job's
 * bookkeeping did not run, so they are never pushed as they are; the reconciler ends those rows.
 */
const BULLMQ_REASONS = /allowable limit|stalled|missing lock|lock mismatch|could not renew lock/i;

/** Whether a failed job's reason is text written for its owner (the worker fails jobs only with those). */
export function isUserMessage(reason: string | undefined): reason is string {
  return !!reason && !BULLMQ_REASONS.test(reason);
}
