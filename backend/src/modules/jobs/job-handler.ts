import type { EntityManager } from 'typeorm';
import type { JobKind, JobPayload, JobResult } from '../../contracts';

export interface JobContext<K extends JobKind> {
  jobId: string;
  userId: string;
  payload: JobPayload<K>;
  /** reports progress (0 to 100) and a short stage name to the owner */
  progress(progress: number, stage: string): Promise<void>;
}

/**
 * Runs one kind of job in the worker. `run` calls the provider and stores media; `persist` writes
 * the domain results in the same transaction that marks the job completed, keyed by the job id,
 * so a retry never writes twice.
 */
export interface JobHandler<K extends JobKind> {
  readonly kind: K;
  run(ctx: JobContext<K>): Promise<JobResult<K>>;
  persist?(manager: EntityManager, ctx: JobContext<K>, result: JobResult<K>): Promise<void>;
}

export type JobHandlers = { [K in JobKind]: JobHandler<K> };

export const JOB_HANDLERS = Symbol('JOB_HANDLERS');
