import { EventEmitter } from 'node:events';

import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Job, QueueEvents } from 'bullmq';
import type IORedis from 'ioredis';

import { AppConfig } from '../../config/app-config';
import type { JobCompletedEvent, JobFailedEvent, JobProgressEvent } from '../../contracts';
import { type Push, userPush } from '../realtime/push.port';
import { MediaUrls } from '../storage/media-urls';
import { QUEUE_NAMES, QueueService } from './queue.service';
import type { FinishedJob, JobProgressData, QueuedJob } from './queued-job';
import { connectionWatch, createRedis } from './redis';
import { isUserMessage } from './user-messages';

export interface JobEvents {
  progress: [userId: string, event: JobProgressEvent];
  /** `ranMs`: the worker's time on its last attempt, when it said */
  completed: [userId: string, event: JobCompletedEvent, ranMs?: number];
  failed: [userId: string, event: JobFailedEvent];
  /** what the owner's sockets (and, for some job ends, everyone's) are told, in order */
  push: [push: Push];
}

/**
 * Every API process listens to the queues' events (each process receives each event once) and
 * re-emits them here, typed and with the owner's id, for waiting requests, and as pushes for its own
 * sockets: job:progress, job:completed then the pushes the job's descriptor asked for, job:failed.
 *
 * Raw `QueueEvents`, not @nestjs/bullmq's @QueueEventsListener: that one gives the QueueEvents the
 * queue's connection, here the producer's fail-fast client (ProducerRedisModule: maxRetriesPerRequest
 * 1, no offline queue, 1.5 s command timeout), and BullMQ 6.7 refuses it for a blocking reader:
 * `new QueueEvents(name, { connection: producer })` throws "BullMQ: Your redis options
 * maxRetriesPerRequest must be null" (tried 2026-11-27); its blocking XREAD (10 s) would outlive the
 * command timeout besides. The listener's own options are static (no REDIS_URL at decoration time),
 * so each queue's events get their own reconnecting client here, and are ready before the API serves.
 */
@Injectable()
export class JobEventsService extends EventEmitter<JobEvents> implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('JobEvents');
  private readonly queueEvents: QueueEvents[] = [];
  private readonly connections: IORedis[] = [];

  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(QueueService) private readonly queues: QueueService,
    @Inject(MediaUrls) private readonly mediaUrls: MediaUrls,
  ) {
    super();
    this.setMaxListeners(0);
  }

  async onModuleInit() {
    for (const name of QUEUE_NAMES) {
      const connection = createRedis(this.config.settings.REDIS_URL, `queue-events-${name}`);
      this.connections.push(connection);
      const events = new QueueEvents(name, {
        connection,
        prefix: this.config.settings.QUEUE_PREFIX,
      });
      events.on('error', connectionWatch(`queue-events-${name}`));
      events.on('progress', ({ jobId, data }) => {
        const p = data as unknown as JobProgressData;
        if (typeof p !== 'object' || !p.userId) return;
        const event: JobProgressEvent = { jobId, kind: p.kind, progress: p.progress, stage: p.stage };
        this.emit('progress', p.userId, event);
        this.emit('push', userPush(p.userId, 'job:progress', event));
      });
      events.on('completed', ({ jobId, returnvalue }) => {
        const done = (typeof returnvalue === 'string' ? JSON.parse(returnvalue) : returnvalue) as FinishedJob;
        if (!done?.userId) return;
        const event = {
          jobId,
          kind: done.kind,
          result: this.mediaUrls.signResult(done.kind, done.result),
        } as JobCompletedEvent;
        this.emit('completed', done.userId, event, done.ranMs);
        for (const push of [userPush(done.userId, 'job:completed', event), ...(done.pushes ?? [])])
          this.emit('push', push);
      });
      events.on('failed', ({ jobId, failedReason }) => {
        // BullMQ's own failures (a job that stalled too often) skipped the job's bookkeeping: the
        // reconciler finishes those rows and pushes their end itself, once
        if (!isUserMessage(failedReason)) return;
        Job.fromId<QueuedJob>(this.queues.queues[name], jobId).then(
          (job) => {
            if (!job) return;
            const event: JobFailedEvent = { jobId, kind: job.data.kind, error: failedReason };
            this.emit('failed', job.data.userId, event);
            this.emit('push', userPush(job.data.userId, 'job:failed', event));
          },
          (err: Error) => this.logger.warn(`job ${jobId} failed, but its owner could not be read: ${err.message}`),
        );
      });
      await events.waitUntilReady();
      this.queueEvents.push(events);
    }
  }

  async onApplicationShutdown() {
    await Promise.all(this.queueEvents.map((l) => l.close()));
    // BullMQ duplicates a connection it is given and leaves the original open
    this.connections.forEach((c) => c.disconnect());
  }
}
