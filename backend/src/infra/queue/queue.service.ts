import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';

import { AppConfig } from '../../config/app-config';
import { JOB_QUEUES, type JobKind, type JobPayload, type QueueName } from '../../contracts';
import { Batcher } from '../batcher';
import { JOB_ATTEMPTS, type JobProgressData, type QueuedJob } from './queued-job';
import { connectionWatch, createRequestRedis } from './redis';

/** An add that takes longer than this answers 503 (and the job is withdrawn). */
const ADD_TIMEOUT_MS = 1500;

interface NewQueuedJob {
  name: JobKind;
  data: QueuedJob;
  opts: { jobId: string };
}

export const QUEUE_NAMES: QueueName[] = ['images', 'media'];

/** The producer side: adds typed jobs to the right queue. */
@Injectable()
export class QueueService implements OnApplicationShutdown {
  private readonly connection;
  readonly queues: Record<QueueName, Queue>;
  /** adds made while others are on their way go together, in one MULTI (BullMQ's addBulk) */
  private readonly adds: Record<QueueName, Batcher<NewQueuedJob, unknown>>;

  constructor(@Inject(AppConfig) config: AppConfig) {
    // a person waits on every add: no offline queue, commands fail fast while Redis is down
    this.connection = createRequestRedis(config.settings.REDIS_URL, 'queue-producer', ADD_TIMEOUT_MS);
    const prefix = config.settings.QUEUE_PREFIX;
    const make = (name: QueueName) =>
      new Queue(name, {
        connection: this.connection,
        prefix,
        defaultJobOptions: {
          attempts: JOB_ATTEMPTS,
          backoff: { type: 'exponential', delay: 1000 },
          removeOnComplete: { age: 3600, count: 5000 },
          removeOnFail: { age: 24 * 3600 },
        },
      });
    this.queues = { images: make('images'), media: make('media') };
    const bulk = (queue: Queue) => new Batcher((jobs: NewQueuedJob[]) => queue.addBulk(jobs));
    this.adds = { images: bulk(this.queues.images), media: bulk(this.queues.media) };
    for (const q of Object.values(this.queues)) q.on('error', connectionWatch('queue-producer'));
  }

  async add<K extends JobKind>(kind: K, jobId: string, userId: string, payload: JobPayload<K>): Promise<void> {
    const data = { kind, userId, payload } as QueuedJob;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Command timed out: adding job ${jobId}`)), ADD_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.adds[JOB_QUEUES[kind]].call({ name: kind, data, opts: { jobId } }), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** A job a worker is running now, with its progress (which lives in Redis only), or null. */
  async running(kind: JobKind, jobId: string): Promise<{ progress: number } | null> {
    const job = await this.queues[JOB_QUEUES[kind]].getJob(jobId);
    if (!job || (await job.getState()) !== 'active') return null;
    const progress = (job.progress as Partial<JobProgressData> | number | undefined) ?? 0;
    return { progress: typeof progress === 'number' ? progress : (progress.progress ?? 0) };
  }

  async onApplicationShutdown() {
    await Promise.all(Object.values(this.queues).map((q) => q.close()));
    this.connection.disconnect();
  }
}
