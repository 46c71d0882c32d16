import { randomUUID } from 'node:crypto';

import { ForbiddenException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { JOB_QUEUES, type JobKind, type JobPayload, type JobView, MESSAGES } from '../../contracts';
import { ServiceDownException } from '../../infra/http/dependency-errors';
import { PaymentRequiredException } from '../../infra/http/http-errors';
import { JobEventsService } from '../../infra/queue/job-events.service';
import { QueueService } from '../../infra/queue/queue.service';
import { MediaUrls } from '../../infra/storage/media-urls';
import { JobLedger } from './job-ledger';
import { JobsRepository } from './jobs.repository';

const FINAL = new Set(['completed', 'failed']);

/** The API side of the pipeline: records a job, queues it, reads it back, waits for it. */
@Injectable()
export class JobsService {
  private readonly logger = new Logger('Jobs');

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(QueueService) private readonly queue: QueueService,
    @Inject(JobEventsService) private readonly events: JobEventsService,
    @Inject(MediaUrls) private readonly mediaUrls: MediaUrls,
    @Inject(JobsRepository) private readonly jobs: JobsRepository,
    @Inject(JobLedger) private readonly ledger: JobLedger,
  ) {}

  /**
   * The one meter (ARCHITECTURE.md, Invariants): writes the generation_jobs row, then adds the BullMQ
   * job with the same id. A free user's credit is taken in the same statement, before anything is
   * queued (402 when none is left; subscribers keep theirs); a job that finally fails gives it back,
   * once (job-ledger.ts). Only `free` jobs (her first portrait, speech: the chat's own meter) take none.
   * `id`: the job's id chosen by the caller, who recorded it first (a speech's row).
   */
  async create<K extends JobKind>(
    userId: string,
    kind: K,
    payload: JobPayload<K>,
    opts: { free?: boolean; id?: string } = {},
  ): Promise<{ jobId: string; credits: number | null }> {
    const id = opts.id ?? randomUUID();
    const row = { id, userId, kind, queue: JOB_QUEUES[kind], input: payload as object };
    let credits: number | null = null;
    if (opts.free) await this.jobs.insert({ ...row, charged: false });
    else {
      const charge = await this.jobs.insertCharged(row);
      if (!charge) throw new PaymentRequiredException(MESSAGES.noCredits);
      credits = charge.credits;
    }
    try {
      await this.queue.add(kind, id, userId, payload);
    } catch (err) {
      this.logger.warn(`could not queue job ${id}: ${(err as Error).message}`);
      // nothing half-done: the row goes and the credit comes back, once (or the reconciler ends it)
      await this.db
        .transaction((m) => this.ledger.withdrawJob(m, id))
        .catch((e: Error) => this.logger.warn(`job ${id} left to the reconciler: ${e.message}`));
      throw new ServiceDownException();
    }
    return { jobId: id, credits };
  }

  async view(jobId: string, userId: string): Promise<JobView> {
    const job = await this.jobs.view(jobId);
    if (!job) throw new NotFoundException('No such job.');
    if (job.user_id !== userId) throw new ForbiddenException('This job belongs to someone else.');
    const result = this.mediaUrls.signResult(job.kind, job.result);
    const view = {
      id: job.id,
      kind: job.kind,
      status: job.status,
      progress: job.progress,
      result,
      error: job.error,
    } as JobView;
    if (FINAL.has(job.status)) return view;
    // a running job's status and progress are in Redis only (the row is written at its end)
    const running = await this.queue.running(job.kind, job.id).catch(() => null);
    return running ? { ...view, status: 'active', progress: running.progress } : view;
  }

  /** Waits up to `ms` for the job to end; answers its final state, or its current one on timeout. */
  async waitFor(jobId: string, userId: string, ms: number): Promise<JobView> {
    let onEvent: ((uid: string, e: { jobId: string }) => void) | undefined;
    let timer: NodeJS.Timeout | undefined;
    const ended = new Promise<void>((resolve) => {
      onEvent = (_uid, e) => e.jobId === jobId && resolve();
      this.events.on('completed', onEvent);
      this.events.on('failed', onEvent);
    });
    try {
      const current = await this.view(jobId, userId);
      if (FINAL.has(current.status)) return current;
      await Promise.race([ended, new Promise((r) => (timer = setTimeout(r, ms)))]);
      return await this.view(jobId, userId);
    } finally {
      clearTimeout(timer);
      this.events.off('completed', onEvent!);
      this.events.off('failed', onEvent!);
    }
  }
}
