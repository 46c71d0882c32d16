import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';

import { JOB_QUEUES, type JobKind, type JobPayload, type QueueName } from '../../contracts';
import { Batcher } from '../batcher';
import { ADD_TIMEOUT_MS } from './producer-redis.module';
import type { JobProgressData, QueuedJob } from './queued-job';
import { connectionWatch } from './redis';

interface NewQueuedJob {
  name: JobKind;
  data: QueuedJob;
  opts: { jobId: string };
}

export const QUEUE_NAMES: QueueName[] = ['images', 'media'];

/** The producer side: adds typed jobs to the right queue (registered in QueueModule). */
@Injectable()
export class QueueService {
  readonly queues: Record<QueueName, Queue>;
  /** adds made while others are on their way go together, in one MULTI (BullMQ's addBulk) */
  private readonly adds: Record<QueueName, Batcher<NewQueuedJob, unknown>>;

  constructor(@InjectQueue('images') images: Queue, @InjectQueue('media') media: Queue) {
    this.queues = { images, media };
    // a batch of one is a plain add: one EVALSHA, without addBulk's MULTI and the ioredis Pipeline it
    // builds (which copies every BullMQ script command onto itself), as an idle API adds every job
    const bulk = (queue: Queue) =>
      new Batcher(async (jobs: NewQueuedJob[]) =>
        jobs.length === 1 ? [await queue.add(jobs[0].name, jobs[0].data, jobs[0].opts)] : queue.addBulk(jobs),
      );
    this.adds = { images: bulk(images), media: bulk(media) };
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
}
