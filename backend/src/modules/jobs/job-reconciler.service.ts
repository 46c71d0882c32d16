import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import type IORedis from 'ioredis';
import { AppConfig } from '../../config/app-config';
import type { QueueName } from '../../contracts';
import { QUEUE_NAMES } from '../../infra/queue/queue.service';
import { connectionWatch, createRedis } from '../../infra/queue/redis';
import { RECONCILE_SWEEPS, type ReconcileSweep } from './reconcile-sweep';
import { StrandedJobsSweep } from './stranded-jobs.sweep';

export const MAINTENANCE_QUEUE = 'maintenance';
const SCHEDULER_ID = 'reconcile-jobs';

/**
 * Finishes what a crash, an outage or an emptied Redis left half-done, every
 * RECONCILE_INTERVAL_SECONDS: a BullMQ job scheduler makes one pass per interval however many
 * workers run, and each worker puts the scheduler back if Redis lost it. Each pass runs the sweeps
 * (stranded jobs first, then those other modules add to RECONCILE_SWEEPS).
 */
@Injectable()
export class JobReconcilerService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Reconciler');
  private readonly connections: IORedis[] = [];
  private queue!: Queue;
  private worker!: Worker;
  private queues!: Record<QueueName, Queue>;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(StrandedJobsSweep) private readonly stranded: StrandedJobsSweep,
    @Inject(RECONCILE_SWEEPS) private readonly sweeps: ReconcileSweep[],
  ) {}

  async onModuleInit() {
    const { REDIS_URL, QUEUE_PREFIX: prefix, RECONCILE_INTERVAL_SECONDS } = this.config.settings;
    const connect = (name: string) => {
      const c = createRedis(REDIS_URL, name);
      this.connections.push(c);
      return c;
    };
    const producer = connect('reconciler-queue');
    this.queue = new Queue(MAINTENANCE_QUEUE, { connection: producer, prefix });
    this.queue.on('error', connectionWatch('reconciler-queue'));
    this.queues = Object.fromEntries(QUEUE_NAMES.map((name) => [name, new Queue(name, { connection: producer, prefix })])) as Record<QueueName, Queue>;
    Object.values(this.queues).forEach((q) => q.on('error', connectionWatch('reconciler-queue')));
    this.worker = new Worker(MAINTENANCE_QUEUE, () => this.pass(), { connection: connect('reconciler-worker'), prefix, concurrency: 1 });
    this.worker.on('error', connectionWatch('reconciler-worker'));
    this.worker.on('failed', (_job, err) => this.logger.warn(`pass failed: ${err.message}`));
    await this.ensureScheduler();
    this.timer = setInterval(() => void this.ensureScheduler(), RECONCILE_INTERVAL_SECONDS * 1000);
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.worker?.close();
    await Promise.all([this.queue, ...Object.values(this.queues ?? {})].map((q) => q?.close()));
    this.connections.forEach((c) => c.disconnect());
  }

  /** One pass: every sweep, each on its own (one failing does not stop the others). */
  async pass(): Promise<number> {
    let finished = 0;
    for (const sweep of [this.stranded.sweep(this.queues), ...this.sweeps]) {
      try {
        const n = await sweep.run();
        if (n) this.logger.log(`${sweep.name}: finished ${n}`);
        finished += n;
      } catch (err) {
        this.logger.warn(`${sweep.name}: ${(err as Error).message}`);
      }
    }
    return finished;
  }

  /** (Re)creates the job scheduler when it is missing (first start, or Redis restarted empty). */
  private async ensureScheduler() {
    try {
      if (await this.queue.getJobScheduler(SCHEDULER_ID)) return;
      await this.queue.upsertJobScheduler(
        SCHEDULER_ID,
        { every: this.config.settings.RECONCILE_INTERVAL_SECONDS * 1000 },
        { name: 'reconcile', opts: { removeOnComplete: { count: 10 }, removeOnFail: { count: 50 } } },
      );
    } catch (err) {
      this.logger.debug(`scheduler not checked: ${(err as Error).message}`);
    }
  }
}
