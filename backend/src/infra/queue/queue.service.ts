import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { AppConfig } from '../../config/app-config';
import { JOB_QUEUES, type JobKind, type JobPayload, type QueueName } from '../../contracts';
import { JOB_ATTEMPTS, type QueuedJob } from './queued-job';
import { createRedis } from './redis';

export const QUEUE_NAMES: QueueName[] = ['images', 'media'];

/** The producer side: adds typed jobs to the right queue. */
@Injectable()
export class QueueService implements OnApplicationShutdown {
  private readonly connection;
  readonly queues: Record<QueueName, Queue>;

  constructor(@Inject(AppConfig) config: AppConfig) {
    this.connection = createRedis(config.settings.REDIS_URL);
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
  }

  async add<K extends JobKind>(kind: K, jobId: string, userId: string, payload: JobPayload<K>): Promise<void> {
    const data = { kind, userId, payload } as QueuedJob;
    await this.queues[JOB_QUEUES[kind]].add(kind, data, { jobId });
  }

  async onApplicationShutdown() {
    await Promise.all(Object.values(this.queues).map((q) => q.close()));
    this.connection.disconnect();
  }
}
