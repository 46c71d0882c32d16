import type { JobKind, JobPayload, JobResult } from '../../contracts';
import type { Push } from '../realtime/push.port';

/** What a BullMQ job carries: the catalogue kind, its owner and its typed payload. */
export type QueuedJob = { [K in JobKind]: { kind: K; userId: string; payload: JobPayload<K> } }[JobKind];

/**
 * What a finished BullMQ job returns (read by every API process through QueueEvents): with the pushes
 * its end sends besides job:completed (from the job's descriptor), and the milliseconds the worker
 * spent on its last attempt (for the API's metrics, which would otherwise read the job back).
 */
export type FinishedJob = {
  [K in JobKind]: { kind: K; userId: string; result: JobResult<K>; pushes: Push[]; ranMs?: number };
}[JobKind];

/** What a job reports as progress. */
export interface JobProgressData {
  kind: JobKind;
  userId: string;
  progress: number;
  stage: string;
}

export const JOB_ATTEMPTS = 3;
