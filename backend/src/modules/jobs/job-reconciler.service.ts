import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Job, Queue } from 'bullmq';

import { AppConfig } from '../../config/app-config';
import type { QueueName } from '../../contracts';
import { connectionWatch } from '../../infra/queue/redis';
import { discoverSweeps, type ReconcileSweep } from './reconcile-sweep';
import { StrandedJobsSweep } from './stranded-jobs.sweep';

export const MAINTENANCE_QUEUE = 'maintenance';
const SCHEDULER_ID = 'reconcile-jobs';

/**
 * Finishes what a crash, an outage or an emptied Redis left half-done, every
 * RECONCILE_INTERVAL_SECONDS: a BullMQ job scheduler makes one pass per interval however many
 * workers run, and each worker puts the scheduler back if Redis lost it. Each pass runs the sweeps
 * (stranded jobs first, then those other modules mark @ReconcileSweepProvider).
 */
@Injectable()
@Processor(MAINTENANCE_QUEUE, { concurrency: 1 })
export class JobReconcilerService extends WorkerHost implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Reconciler');
  private readonly queues: Record<QueueName, Queue>;
  private timer: NodeJS.Timeout | undefined;
  private sweeps: ReconcileSweep[] = [];

  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(StrandedJobsSweep) private readonly stranded: StrandedJobsSweep,
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @InjectQueue(MAINTENANCE_QUEUE) private readonly queue: Queue,
    @InjectQueue('images') images: Queue,
    @InjectQueue('media') media: Queue,
  ) {
    super();
    this.queues = { images, media };
    for (const q of [queue, images, media]) q.on('error', connectionWatch('reconciler-queue'));
  }

  async onModuleInit() {
    this.sweeps = discoverSweeps(this.discovery);
    await this.ensureScheduler();
    this.timer = setInterval(() => void this.ensureScheduler(), this.config.settings.RECONCILE_INTERVAL_SECONDS * 1000);
  }

  onApplicationShutdown() {
    clearInterval(this.timer);
  }

  process(_job: Job): Promise<number> {
    return this.pass();
  }

  @OnWorkerEvent('error')
  lostConnection(err: Error) {
    connectionWatch('reconciler-worker')(err);
  }

  @OnWorkerEvent('failed')
  passFailed(_job: Job, err: Error) {
    this.logger.warn(`pass failed: ${err.message}`);
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
