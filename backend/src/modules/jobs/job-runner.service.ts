import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, UnrecoverableError, type Worker } from 'bullmq';
import { DataSource } from 'typeorm';

import { AppConfig } from '../../config/app-config';
import type { JobKind, JobResult } from '../../contracts';
import { JobFailure, userMessage } from '../../infra/queue/job-failure';
import { type FinishedJob, JOB_ATTEMPTS, type JobProgressData, type QueuedJob } from '../../infra/queue/queued-job';
import { Abandoned, durably } from './durable';
import type { JobContext, RegisteredHandler } from './job-handler';
import { JobHandlers } from './job-handlers';
import { JobLedger } from './job-ledger';
import { JobsRepository, type JobState } from './jobs.repository';
import { ProgressThrottle } from './progress-throttle';

/** A job started younger than this, for the first time, skips the start read (see `process`). */
const FRESH_START_MS = 5_000;
const UNREAD: JobState = { status: 'queued', result: null };
const freshStart = (job: Job) => job.attemptsStarted <= 1 && Date.now() - job.timestamp < FRESH_START_MS;

/** What a finished BullMQ job returns: null when there was nothing to do (the row had already ended). */
export type Outcome = FinishedJob | null;
export type QueueWorker = Worker<QueuedJob, Outcome>;

/**
 * The worker side of the pipeline: runs each job of the queues' processors (queue-processors.ts)
 * with its kind's handler, writes its end durably, and owns the workers' start and graceful stop.
 */
@Injectable()
export class JobRunnerService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('JobRunner');
  private readonly hosts = new Map<string, { readonly worker: QueueWorker }>();
  /** running jobs and their lock tokens, to hand them back at the end of the shutdown grace */
  private readonly running = new Map<string, { job: Job<QueuedJob, Outcome>; token: string | undefined }>();
  private abandoned = false;

  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(JobHandlers) private readonly handlers: JobHandlers,
    @Inject(JobsRepository) private readonly jobs: JobsRepository,
    @Inject(JobLedger) private readonly ledger: JobLedger,
  ) {}

  /** A queue's processor, whose worker (made by @nestjs/bullmq, not started) starts once the app is up. */
  attach(queue: string, host: { readonly worker: QueueWorker }) {
    this.hosts.set(queue, host);
  }

  private get workers(): Map<string, QueueWorker> {
    return new Map([...this.hosts].map(([queue, host]) => [queue, host.worker]));
  }

  /** Every handler is known by now (JobHandlers fails the boot otherwise): the workers start. */
  onApplicationBootstrap() {
    const concurrency = this.config.settings.WORKER_CONCURRENCY;
    for (const [queue, worker] of this.workers) {
      worker.concurrency = concurrency;
      worker.run().catch((err: Error) => this.logger.error(`worker ${queue} stopped: ${err.message}`));
    }
    this.logger.log(`listening on queues ${[...this.workers.keys()].join(', ')} (concurrency ${concurrency} each)`);
  }

  /**
   * SIGTERM: no new jobs; running ones may finish during SHUTDOWN_GRACE_SECONDS. Those still running
   * then go back to the queue at once (another worker takes them) and this worker closes for good.
   */
  async beforeApplicationShutdown() {
    const graceMs = this.config.settings.SHUTDOWN_GRACE_SECONDS * 1000;
    const workers = [...this.workers.values()];
    const drained = Promise.all(workers.map((w) => w.pause()));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), graceMs)));
    const outcome = await Promise.race([drained, timeout]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      this.abandoned = true;
      const left = [...this.running.values()];
      this.logger.warn(`${left.length} job(s) still running after the ${graceMs / 1000} s grace go back to the queue`);
      await Promise.all(
        left.map(({ job, token }) =>
          job.moveToWait(token).catch((e: Error) => this.logger.warn(`job ${job.id}: ${e.message}`)),
        ),
      );
    }
    await Promise.all(workers.map((w) => w.close(outcome === 'timeout')));
  }

  async track(job: Job<QueuedJob, Outcome>, token: string | undefined): Promise<Outcome> {
    this.running.set(job.id!, { job, token });
    try {
      return await this.process(job);
    } finally {
      this.running.delete(job.id!);
    }
  }

  private async process(job: Job<QueuedJob, Outcome>): Promise<Outcome> {
    const id = job.id!;
    const { kind, userId } = job.data;
    const stop = () => this.abandoned;
    // a row that is gone (the job was withdrawn) or already ended (by the reconciler or an earlier
    // attempt) is left alone; a job's first start soon after it was queued need not read: nothing ends a
    // row that young (the completion's conditional write still decides, this read only saves a run)
    const row = freshStart(job) ? UNREAD : await durably(`job ${id} (start)`, () => this.jobs.state(id), stop);
    if (!row || row.status === 'failed') return null;
    // progress lives in Redis (BullMQ's job progress, which GET /api/jobs/:id reads) and reaches the owner's sockets; the row is written once, at the end
    const progress = new ProgressThrottle(
      (progress, stage) => job.updateProgress({ kind, userId, progress, stage } satisfies JobProgressData),
      this.config.settings.JOB_PROGRESS_INTERVAL_MS,
      (err) => this.logger.warn(`job ${id}: progress not sent: ${err.message}`),
    );
    const ctx: JobContext<JobKind> = {
      jobId: id,
      userId,
      payload: job.data.payload,
      progress: (value, stage) => progress.report(value, stage),
    };
    try {
      return await this.runHandler(job, row, ctx);
    } finally {
      progress.end();
    }
  }

  private async runHandler(job: Job<QueuedJob, Outcome>, row: JobState, ctx: JobContext<JobKind>): Promise<Outcome> {
    const { kind, userId } = job.data;
    const id = ctx.jobId;
    const stop = () => this.abandoned;
    const handler = this.handlers.get(kind);
    // what its end pushes besides job:completed, from its descriptor (delivered by every API process to its own sockets)
    const finished = (result: JobResult<JobKind>) =>
      ({
        kind,
        userId,
        result,
        pushes: handler.endPushes?.(result, ctx) ?? [],
        ranMs: Date.now() - (job.processedOn ?? Date.now()),
      }) as FinishedJob;
    if (row.status === 'completed') return finished(row.result as JobResult<JobKind>);
    let output: unknown;
    try {
      output = await handler.run(ctx);
    } catch (err) {
      return this.failed(job, handler, ctx, err);
    }
    try {
      const result = await durably(`job ${id} (completion)`, () => this.complete(handler, ctx, output), stop);
      return result === null ? null : finished(result);
    } catch (err) {
      return this.failed(job, handler, ctx, err);
    }
  }

  /**
   * The completed mark, in one conditional UPDATE; with domain writes (`persist`), those and the mark
   * in one transaction on the locked row. A row another attempt completed answers its result, one the
   * reconciler failed (or withdrawn) answers null.
   */
  private async complete(
    handler: RegisteredHandler<JobKind>,
    ctx: JobContext<JobKind>,
    output: unknown,
  ): Promise<JobResult<JobKind> | null> {
    if (!handler.persist) {
      const result = output as JobResult<JobKind>;
      if (await this.jobs.complete(ctx.jobId, result)) return result;
      return this.ended(await this.jobs.state(ctx.jobId));
    }
    const persist = handler.persist.bind(handler);
    return this.db.transaction(async (m) => {
      const row = await this.jobs.lockState(ctx.jobId, m);
      if (!row || row.status === 'failed' || row.status === 'completed') return this.ended(row);
      const result = await persist(m, ctx, output as never);
      await this.jobs.complete(ctx.jobId, result, m);
      return result;
    });
  }

  /** What a row that has already ended answers: its result when completed, null otherwise. */
  private ended(row: JobState | null): JobResult<JobKind> | null {
    return row?.status === 'completed' ? row.result : null;
  }

  /** An attempt failed: retried, or on the last one the failure, refund and chat message written durably. */
  private async failed(
    job: Job<QueuedJob, Outcome>,
    handler: RegisteredHandler<JobKind>,
    ctx: JobContext<JobKind>,
    err: unknown,
  ): Promise<never> {
    if (err instanceof Abandoned || this.abandoned) throw err;
    const finalAttempt =
      (err instanceof JobFailure && !err.retryable) || job.attemptsMade + 1 >= (job.opts.attempts ?? JOB_ATTEMPTS);
    this.logger.warn(
      `job ${ctx.jobId} (${job.data.kind}) attempt ${job.attemptsMade + 1} failed: ${(err as Error).message}`,
    );
    const message = userMessage(err);
    if (finalAttempt) {
      await durably(
        `job ${ctx.jobId} (failure)`,
        () =>
          this.db.transaction(async (m) => {
            await this.ledger.refundOnce(m, ctx.jobId, message);
            await handler.onFinalFailure?.(m, ctx, message);
          }),
        () => this.abandoned,
      );
      throw new UnrecoverableError(message);
    }
    await this.jobs.markRetrying(ctx.jobId).catch(() => undefined);
    throw new Error(message);
  }
}
