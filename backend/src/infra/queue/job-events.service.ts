import { EventEmitter } from 'node:events';

import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Job } from 'bullmq';

import { AppConfig } from '../../config/app-config';
import type { JobCompletedEvent, JobFailedEvent, JobProgressEvent, QueueName } from '../../contracts';
import { type Push, userPush } from '../realtime/push.port';
import { MediaUrls } from '../storage/media-urls';
import { entryFields, EventStreams } from './event-streams';
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

/** The stream entries the API acts on; BullMQ also writes added, waiting, active… for every job. */
const WANTED = new Set(['progress', 'completed', 'failed']);

/**
 * Every API process reads the queues' event streams (each process receives each event once) and
 * re-emits them here, typed and with the owner's id, for waiting requests, and as pushes for its own
 * sockets: job:progress, job:completed then the pushes the job's descriptor asked for, job:failed.
 *
 * One blocking reader for every queue (EventStreams: one connection, one XREAD of all the streams,
 * reads spaced under load), not a BullMQ QueueEvents per queue: that one reads each queue on its own
 * connection and wakes for every entry, most of which (added, waiting, active) the API ignores. The
 * reader has its own reconnecting client (a blocking read must not go through the producer's
 * fail-fast one), and knows where each stream stands before the API serves.
 */
@Injectable()
export class JobEventsService extends EventEmitter<JobEvents> implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('JobEvents');
  private streams: EventStreams | undefined;

  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(QueueService) private readonly queues: QueueService,
    @Inject(MediaUrls) private readonly mediaUrls: MediaUrls,
  ) {
    super();
    this.setMaxListeners(0);
  }

  async onModuleInit() {
    const connection = createRedis(this.config.settings.REDIS_URL, 'queue-events');
    const lostConnection = connectionWatch('queue-events');
    const keys = QUEUE_NAMES.map((name) => this.queues.queues[name].keys.events);
    this.streams = new EventStreams(
      connection,
      keys,
      (stream, [, fields]) => {
        // BullMQ writes the event's name first: the others are skipped before their fields are read
        if (fields[0] === 'event' && WANTED.has(fields[1])) this.dispatch(QUEUE_NAMES[stream], entryFields(fields));
      },
      (err, during) =>
        during === 'read' ? lostConnection(err) : this.logger.warn(`a queue event could not be read: ${err.message}`),
    );
    await this.streams.start();
  }

  private dispatch(queue: QueueName, entry: Record<string, string>) {
    const { event, jobId } = entry;
    if (event === 'progress') return this.progressed(jobId, JSON.parse(entry.data) as unknown);
    if (event === 'completed') return this.completed(jobId, JSON.parse(entry.returnvalue) as unknown);
    this.failed(queue, jobId, entry.failedReason);
  }

  private progressed(jobId: string, data: unknown) {
    const p = data as JobProgressData;
    if (typeof p !== 'object' || !p?.userId) return;
    const event: JobProgressEvent = { jobId, kind: p.kind, progress: p.progress, stage: p.stage };
    this.emit('progress', p.userId, event);
    this.emit('push', userPush(p.userId, 'job:progress', event));
  }

  private completed(jobId: string, returnvalue: unknown) {
    const done = returnvalue as FinishedJob | null;
    if (!done?.userId) return;
    const event = {
      jobId,
      kind: done.kind,
      result: this.mediaUrls.signResult(done.kind, done.result),
    } as JobCompletedEvent;
    this.emit('completed', done.userId, event, done.ranMs);
    for (const push of [userPush(done.userId, 'job:completed', event), ...(done.pushes ?? [])]) this.emit('push', push);
  }

  private failed(queue: QueueName, jobId: string, failedReason: string) {
    // BullMQ's own failures (a job that stalled too often) skipped the job's bookkeeping: the
    // reconciler finishes those rows and pushes their end itself, once
    if (!isUserMessage(failedReason)) return;
    Job.fromId<QueuedJob>(this.queues.queues[queue], jobId).then(
      (job) => {
        if (!job) return;
        const event: JobFailedEvent = { jobId, kind: job.data.kind, error: failedReason };
        this.emit('failed', job.data.userId, event);
        this.emit('push', userPush(job.data.userId, 'job:failed', event));
      },
      (err: Error) => this.logger.warn(`job ${jobId} failed, but its owner could not be read: ${err.message}`),
    );
  }

  async onApplicationShutdown() {
    await this.streams?.close();
  }
}
