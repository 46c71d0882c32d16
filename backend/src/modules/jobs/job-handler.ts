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
 * the domain results from that output in the same transaction that marks the job completed, keyed
 * by the job id so a retry never writes twice, and answers the job's result. Without `persist`,
 * the output of `run` is the result.
 */
export type JobHandler<K extends JobKind, Output = JobResult<K>> = {
  readonly kind: K;
  run(ctx: JobContext<K>): Promise<Output>;
} & (Output extends JobResult<K>
  ? { persist?(manager: EntityManager, ctx: JobContext<K>, output: Output): Promise<JobResult<K>> }
  : { persist(manager: EntityManager, ctx: JobContext<K>, output: Output): Promise<JobResult<K>> }) & {
    /** domain writes when the job has finally failed, in the transaction that records the failure */
    onFinalFailure?(manager: EntityManager, ctx: JobContext<K>, error: string): Promise<void>;
  };

/** How the runner sees a handler of kind K, whatever its output type (checked where it is written). */
export interface RegisteredHandler<K extends JobKind> {
  readonly kind: K;
  run(ctx: JobContext<K>): Promise<unknown>;
  persist?(manager: EntityManager, ctx: JobContext<K>, output: never): Promise<JobResult<K>>;
  onFinalFailure?(manager: EntityManager, ctx: JobContext<K>, error: string): Promise<void>;
}

export type JobHandlers = { [K in JobKind]: RegisteredHandler<K> };

export const JOB_HANDLERS = Symbol('JOB_HANDLERS');
