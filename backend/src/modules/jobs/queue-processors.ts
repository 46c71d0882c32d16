import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import type { Job } from 'bullmq';

import type { QueueName } from '../../contracts';
import type { QueuedJob } from '../../infra/queue/queued-job';
import { connectionWatch, markReady } from '../../infra/queue/redis';
import { JobRunnerService, type Outcome, type QueueWorker } from './job-runner.service';

/**
 * A killed worker's jobs are taken over within about 7 s: its locks (renewed every 2.5 s) expire
 * after 5 s and the others look for expired locks every 2 s.
 */
export const LOCK_DURATION_MS = 5_000;
export const STALLED_INTERVAL_MS = 2_000;

/** Started by JobRunnerService once every handler is known, with WORKER_CONCURRENCY. */
const WORKER_OPTIONS = {
  autorun: false,
  lockDuration: LOCK_DURATION_MS,
  stalledInterval: STALLED_INTERVAL_MS,
  maxStalledCount: 3,
};

/** One queue's consumer: every job goes to the runner, which finds its kind's handler. */
abstract class QueueProcessor extends WorkerHost<QueueWorker> {
  protected abstract readonly queue: QueueName;

  constructor(@Inject(JobRunnerService) private readonly runner: JobRunnerService) {
    super();
  }

  process(job: Job<QueuedJob, Outcome>, token?: string): Promise<Outcome> {
    return this.runner.track(job, token);
  }

  @OnWorkerEvent('error')
  lostConnection(err: Error) {
    connectionWatch(`worker-${this.queue}`)(err);
  }

  /** The worker fetched from Redis (a job, or an empty queue): connected. */
  @OnWorkerEvent('active')
  fetchedJob() {
    markReady(`worker-${this.queue}`);
  }

  @OnWorkerEvent('drained')
  fetchedNothing() {
    markReady(`worker-${this.queue}`);
  }
}

@Processor('images', WORKER_OPTIONS)
export class ImagesProcessor extends QueueProcessor {
  protected readonly queue = 'images';

  constructor(@Inject(JobRunnerService) runner: JobRunnerService) {
    super(runner);
    runner.attach(this.queue, this);
  }
}

@Processor('media', WORKER_OPTIONS)
export class MediaProcessor extends QueueProcessor {
  protected readonly queue = 'media';

  constructor(@Inject(JobRunnerService) runner: JobRunnerService) {
    super(runner);
    runner.attach(this.queue, this);
  }
}

export const QUEUE_PROCESSORS = [ImagesProcessor, MediaProcessor];
