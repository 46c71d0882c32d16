import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Job, UnrecoverableError, Worker } from 'bullmq';
import type IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import type { JobKind, JobResult } from '../../contracts';
import { QUEUE_NAMES } from '../../infra/queue/queue.service';
import { JOB_ATTEMPTS, type FinishedJob, type JobProgressData, type QueuedJob } from '../../infra/queue/queued-job';
import { connectionWatch, createRedis } from '../../infra/queue/redis';
import { Abandoned, durably } from './durable';
import { GenerationJobEntity } from './generation-job.entity';
import { JobFailure, userMessage } from './job-failure';
import { JOB_HANDLERS, type JobContext, type JobHandlers, type RegisteredHandler } from './job-handler';
import { refundOnce } from './job-ledger';

/** Progress reaches the owner's sockets every time; the row (GET /api/jobs/:id: status, progress) at most this often. */
const PROGRESS_WRITE_INTERVAL_MS = 1_000;

/**
 * A killed worker's jobs are taken over within about 7 s: its locks (renewed every 2.5 s) expire
 * after 5 s and the others look for expired locks every 2 s.
 */
export const LOCK_DURATION_MS = 5_000;
export const STALLED_INTERVAL_MS = 2_000;

/** What a finished BullMQ job returns: null when there was nothing to do (the row had already ended). */
type Outcome = FinishedJob | null;

/** The worker side of the pipeline: one BullMQ worker per queue, dispatching by job kind. */
@Injectable()
export class JobRunnerService implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('JobRunner');
  private readonly workers: Worker<QueuedJob, Outcome>[] = [];
  private readonly connections: IORedis[] = [];
  /** running jobs and their lock tokens, to hand them back at the end of the shutdown grace */
  private readonly running = new Map<string, { job: Job<QueuedJob, Outcome>; token: string | undefined }>();
  private abandoned = false;

  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(JOB_HANDLERS) private readonly handlers: JobHandlers,
  ) {}

  onModuleInit() {
    const s = this.config.settings;
    for (const name of QUEUE_NAMES) {
      const connection = createRedis(s.REDIS_URL, `worker-${name}`);
      this.connections.push(connection);
      const worker = new Worker<QueuedJob, Outcome>(name, (job, token) => this.track(job, token), {
        connection,
        prefix: s.QUEUE_PREFIX,
        concurrency: s.WORKER_CONCURRENCY,
        lockDuration: LOCK_DURATION_MS,
        stalledInterval: STALLED_INTERVAL_MS,
        maxStalledCount: 3,
      });
      worker.on('error', connectionWatch(`worker-${name}`));
      this.workers.push(worker);
    }
    this.logger.log(`listening on queues ${QUEUE_NAMES.join(', ')} (concurrency ${s.WORKER_CONCURRENCY} each)`);
  }

  /**
   * SIGTERM: no new jobs; running ones may finish during SHUTDOWN_GRACE_SECONDS. Those still running
   * then go back to the queue at once (another worker takes them) and this worker closes for good.
   */
  async beforeApplicationShutdown() {
    const graceMs = this.config.settings.SHUTDOWN_GRACE_SECONDS * 1000;
    const drained = Promise.all(this.workers.map((w) => w.pause()));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), graceMs)));
    const outcome = await Promise.race([drained, timeout]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      this.abandoned = true;
      const left = [...this.running.values()];
      this.logger.warn(`${left.length} job(s) still running after the ${graceMs / 1000} s grace go back to the queue`);
      await Promise.all(left.map(({ job, token }) => job.moveToWait(token).catch((e: Error) => this.logger.warn(`job ${job.id}: ${e.message}`))));
    }
    await Promise.all(this.workers.map((w) => w.close(outcome === 'timeout')));
  }

  onApplicationShutdown() {
    // BullMQ duplicates a connection it is given and leaves the original open
    this.connections.forEach((c) => c.disconnect());
  }

  private async track(job: Job<QueuedJob, Outcome>, token: string | undefined): Promise<Outcome> {
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
    // a row that is gone (the job was withdrawn) or already ended (by the reconciler) is left alone
    const [row]: { status: string; result: JobResult<JobKind> | null }[] = await durably(`job ${id} (start)`, () => this.db.query('SELECT status, result FROM generation_jobs WHERE id = $1', [id]), stop);
    if (!row || row.status === 'failed') return null;
    if (row.status === 'completed') return { kind, userId, result: row.result } as FinishedJob;

    let lastWrite = Date.now();
    const ctx: JobContext<JobKind> = {
      jobId: id,
      userId,
      payload: job.data.payload,
      progress: async (progress, stage) => {
        const data: JobProgressData = { kind, userId, progress, stage };
        const due = Date.now() - lastWrite >= PROGRESS_WRITE_INTERVAL_MS;
        if (due) lastWrite = Date.now();
        // the row is only a snapshot: an outage must not fail the job for it
        const write = due ? this.db.getRepository(GenerationJobEntity).update({ id }, { status: 'active', progress, stage }).catch(() => undefined) : undefined;
        await Promise.all([job.updateProgress({ ...data }), write]);
      },
    };
    const handler = this.handlers[kind] as RegisteredHandler<JobKind>;
    let output: unknown;
    try {
      output = await handler.run(ctx);
    } catch (err) {
      return this.failed(job, handler, ctx, err);
    }
    try {
      const result = await durably(`job ${id} (completion)`, () => this.complete(handler, ctx, output), stop);
      return result === null ? null : ({ kind, userId, result } as FinishedJob);
    } catch (err) {
      return this.failed(job, handler, ctx, err);
    }
  }

  /**
   * The domain writes and the completed mark in one transaction, on the locked row: a row another
   * attempt completed answers its result, one the reconciler failed answers null.
   */
  private complete(handler: RegisteredHandler<JobKind>, ctx: JobContext<JobKind>, output: unknown) {
    return this.db.transaction(async (m) => {
      const [row]: { status: string; result: JobResult<JobKind> | null }[] = await m.query('SELECT status, result FROM generation_jobs WHERE id = $1 FOR UPDATE', [ctx.jobId]);
      if (!row || row.status === 'failed') return null;
      if (row.status === 'completed') return row.result;
      const result = handler.persist ? await handler.persist(m, ctx, output as never) : (output as JobResult<JobKind>);
      await m.update(GenerationJobEntity, { id: ctx.jobId }, { status: 'completed', progress: 100, stage: 'done', result, error: null });
      return result;
    });
  }

  /** An attempt failed: retried, or on the last one the failure, refund and chat message written durably. */
  private async failed(job: Job<QueuedJob, Outcome>, handler: RegisteredHandler<JobKind>, ctx: JobContext<JobKind>, err: unknown): Promise<never> {
    if (err instanceof Abandoned || this.abandoned) throw err;
    const finalAttempt = (err instanceof JobFailure && !err.retryable) || job.attemptsMade + 1 >= (job.opts.attempts ?? JOB_ATTEMPTS);
    this.logger.warn(`job ${ctx.jobId} (${job.data.kind}) attempt ${job.attemptsMade + 1} failed: ${(err as Error).message}`);
    const message = userMessage(err);
    if (finalAttempt) {
      await durably(
        `job ${ctx.jobId} (failure)`,
        () =>
          this.db.transaction(async (m) => {
            await refundOnce(m, ctx.jobId, message);
            await handler.onFinalFailure?.(m, ctx, message);
          }),
        () => this.abandoned,
      );
      throw new UnrecoverableError(message);
    }
    await this.db.getRepository(GenerationJobEntity).update({ id: ctx.jobId }, { stage: 'retrying' }).catch(() => undefined);
    throw new Error(message);
  }
}
