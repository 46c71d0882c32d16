import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Job, UnrecoverableError, Worker } from 'bullmq';
import type IORedis from 'ioredis';
import { DataSource, type EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import type { JobKind, JobResult } from '../../contracts';
import { QUEUE_NAMES } from '../../infra/queue/queue.service';
import { JOB_ATTEMPTS, type FinishedJob, type JobProgressData, type QueuedJob } from '../../infra/queue/queued-job';
import { createRedis } from '../../infra/queue/redis';
import { GenerationJobEntity } from './generation-job.entity';
import { JobFailure, userMessage } from './job-failure';
import { JOB_HANDLERS, type JobContext, type JobHandlers, type RegisteredHandler } from './job-handler';
import { refundOnce } from './job-ledger';

/** Progress reaches the owner's sockets every time; the row (GET /api/jobs/:id: status, progress) at most this often. */
const PROGRESS_WRITE_INTERVAL_MS = 1_000;

/** Seconds a closing worker waits for running jobs before leaving them to be taken over. */
const SHUTDOWN_GRACE_MS = 20_000;

/** The worker side of the pipeline: one BullMQ worker per queue, dispatching by job kind. */
@Injectable()
export class JobRunnerService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('JobRunner');
  private readonly workers: Worker<QueuedJob, FinishedJob>[] = [];
  private readonly connections: IORedis[] = [];

  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(JOB_HANDLERS) private readonly handlers: JobHandlers,
  ) {}

  onModuleInit() {
    const s = this.config.settings;
    for (const name of QUEUE_NAMES) {
      const connection = createRedis(s.REDIS_URL);
      this.connections.push(connection);
      const worker = new Worker<QueuedJob, FinishedJob>(name, (job) => this.process(job), {
        connection,
        prefix: s.QUEUE_PREFIX,
        concurrency: s.WORKER_CONCURRENCY,
        // a crashed worker's jobs are taken over by another one within seconds
        lockDuration: 15_000,
        stalledInterval: 5_000,
        maxStalledCount: 3,
      });
      worker.on('error', (err) => this.logger.warn(`worker (${name}): ${err.message}`));
      this.workers.push(worker);
    }
    this.logger.log(`listening on queues ${QUEUE_NAMES.join(', ')} (concurrency ${s.WORKER_CONCURRENCY} each)`);
  }

  async onApplicationShutdown() {
    const graceful = Promise.all(this.workers.map((w) => w.close()));
    const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), SHUTDOWN_GRACE_MS).unref());
    if ((await Promise.race([graceful, timeout])) === 'timeout') {
      this.logger.warn('jobs still running at shutdown are left to be taken over by another worker');
      await Promise.all(this.workers.map((w) => w.close(true)));
    }
    // BullMQ duplicates a connection it is given and leaves the original open
    this.connections.forEach((c) => c.disconnect());
  }

  private async process(job: Job<QueuedJob, FinishedJob>): Promise<FinishedJob> {
    const id = job.id!;
    const { kind, userId } = job.data;
    const jobs = this.db.getRepository(GenerationJobEntity);
    // The row is a snapshot written at most once a second while the job runs (the sockets get every
    // step): a job that ends within its first second goes from 'queued' straight to its end.
    let lastWrite = Date.now();
    const ctx: JobContext<JobKind> = {
      jobId: id,
      userId,
      payload: job.data.payload,
      progress: async (progress, stage) => {
        const data: JobProgressData = { kind, userId, progress, stage };
        const due = Date.now() - lastWrite >= PROGRESS_WRITE_INTERVAL_MS;
        if (due) lastWrite = Date.now();
        await Promise.all([job.updateProgress({ ...data }), due && jobs.update({ id }, { status: 'active', progress, stage })]);
      },
    };
    const handler = this.handlers[kind] as RegisteredHandler<JobKind>;
    try {
      const output = await handler.run(ctx);
      const complete = (m: EntityManager, result: JobResult<JobKind>) =>
        m.update(GenerationJobEntity, { id }, { status: 'completed', progress: 100, stage: 'done', result, error: null });
      const persist = handler.persist?.bind(handler);
      // domain writes and the completed mark in one transaction; a lone UPDATE needs none
      const result = persist
        ? await this.db.transaction(async (m) => {
            const result = await persist(m, ctx, output as never);
            await complete(m, result);
            return result;
          })
        : (output as JobResult<JobKind>);
      if (!persist) await complete(this.db.manager, result);
      return { kind, userId, result } as FinishedJob;
    } catch (err) {
      const finalAttempt = (err instanceof JobFailure && !err.retryable) || job.attemptsMade + 1 >= (job.opts.attempts ?? JOB_ATTEMPTS);
      this.logger.warn(`job ${id} (${kind}) attempt ${job.attemptsMade + 1} failed: ${(err as Error).message}`);
      const message = userMessage(err);
      if (finalAttempt) {
        await this.db.transaction(async (m) => {
          await refundOnce(m, id, message);
          await handler.onFinalFailure?.(m, ctx, message);
        });
        throw new UnrecoverableError(message);
      }
      await jobs.update({ id }, { stage: 'retrying' });
      throw new Error(message);
    }
  }
}
