import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';

import type { JobKind, JobPayload, JobResult } from '../../contracts';
import type { Push } from '../../infra/realtime/push.port';

export interface JobContext<K extends JobKind> {
  jobId: string;
  userId: string;
  payload: JobPayload<K>;
  /** reports progress (0 to 100) and a short stage name to the owner */
  progress(progress: number, stage: string): Promise<void>;
}

/**
 * One kind of job, described in its own file: `@JobHandlerFor(kind)`
 * names the catalogue kind (its payload, result and queue are in contracts/jobs.ts). `run` calls the
 * provider and stores media; `persist` writes the domain results from that output in the transaction
 * that marks the job completed, keyed by the job id so a retry never writes twice, and answers the
 * result (without it, the output of `run` is the result). `endPushes` are the events its end sends
 * besides job:completed to its owner.
 */
export type JobHandler<K extends JobKind, Output = JobResult<K>> = {
  run(ctx: JobContext<K>): Promise<Output>;
  endPushes?(result: JobResult<K>, ctx: JobContext<K>): Push[];
} & (Output extends JobResult<K>
  ? { persist?(manager: EntityManager, ctx: JobContext<K>, output: Output): Promise<JobResult<K>> }
  : { persist(manager: EntityManager, ctx: JobContext<K>, output: Output): Promise<JobResult<K>> }) & {
    /** domain writes when the job has finally failed, in the transaction that records the failure */
    onFinalFailure?(manager: EntityManager, ctx: JobContext<K>, error: string): Promise<void>;
    /** the events a failure the reconciler ends sends besides job:failed (read after onFinalFailure) */
    failurePushes?(manager: EntityManager, ctx: JobContext<K>): Promise<Push[]>;
  };

/** How the runner sees a handler of kind K, whatever its output type (checked where it is written). */
export interface RegisteredHandler<K extends JobKind> {
  run(ctx: JobContext<K>): Promise<unknown>;
  persist?(manager: EntityManager, ctx: JobContext<K>, output: never): Promise<JobResult<K>>;
  endPushes?(result: JobResult<K>, ctx: JobContext<K>): Push[];
  onFinalFailure?(manager: EntityManager, ctx: JobContext<K>, error: string): Promise<void>;
  failurePushes?(manager: EntityManager, ctx: JobContext<K>): Promise<Push[]>;
}

export const HANDLER_KIND = DiscoveryService.createDecorator<JobKind>();

/** Marks a provider as the handler of one kind of the job catalogue; found at boot (JobHandlers). */
export function JobHandlerFor<K extends JobKind>(
  kind: K,
): (target: new (...args: never[]) => RegisteredHandler<K>) => void {
  return (target) => HANDLER_KIND(kind)(target);
}

/** A handler of several kinds at once (one per tool of the catalogue): one provider, a handler per kind. */
export interface JobHandlerFamily<K extends JobKind> {
  /** the handler of one of its kinds; throws (failing the boot) when it cannot run that kind */
  handlerFor(kind: K): RegisteredHandler<K>;
}

export const HANDLER_KINDS = DiscoveryService.createDecorator<readonly JobKind[]>();

/** Marks a provider as the handlers of several kinds of the job catalogue; found at boot (JobHandlers). */
export function JobHandlersFor<K extends JobKind>(
  kinds: readonly K[],
): (target: new (...args: never[]) => JobHandlerFamily<K>) => void {
  return (target) => HANDLER_KINDS(kinds)(target);
}
