import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';

import { type JobKind, MESSAGES, type QueueName } from '../../contracts';
import { type Push, PushPort, userPush } from '../../infra/realtime/push.port';
import type { JobContext } from './job-handler';
import { JobHandlers } from './job-handlers';
import { JobLedger } from './job-ledger';
import { JobsRepository, type StrandedRow } from './jobs.repository';
import type { ReconcileSweep } from './reconcile-sweep';

/** A queued or active row younger than this is left alone (its job may be being added right now). */
const MIN_AGE_SECONDS = 10;
/** How long a job of each queue may take from acceptance to its end before it is given up. */
export const QUEUE_TIME_LIMIT_SECONDS: Record<QueueName, number> = { images: 10 * 60, media: 30 * 60 };
const LIVE_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);
const BATCH = 500;

/**
 * Jobs a crash, an outage or an emptied Redis left half-done: a queued or active row whose BullMQ
 * job is gone is queued again (same id, so a second pass adds nothing); one whose job failed without
 * its bookkeeping (stalled too often) or that is past its time limit is failed, refunded and pushed,
 * once (a conditional UPDATE decides). Failed rows whose credit was not given back get it.
 */
@Injectable()
export class StrandedJobsSweep {
  private readonly logger = new Logger('Reconciler');

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(JobHandlers) private readonly handlers: JobHandlers,
    @Inject(PushPort) private readonly push: PushPort,
    @Inject(JobsRepository) private readonly jobs: JobsRepository,
    @Inject(JobLedger) private readonly ledger: JobLedger,
  ) {}

  /** The sweep over the given queues (the reconciler's own producer connections). */
  sweep(queues: Record<QueueName, Queue>): ReconcileSweep {
    return { name: 'stranded jobs', run: () => this.run(queues) };
  }

  async run(queues: Record<QueueName, Queue>): Promise<number> {
    const rows = await this.jobs.stranded(MIN_AGE_SECONDS, QUEUE_TIME_LIMIT_SECONDS, BATCH);
    let finished = 0;
    for (const row of rows) {
      const queue = queues[row.queue];
      const state = await queue.getJobState(row.id);
      if (LIVE_STATES.has(state) && !row.over_limit) continue;
      if (state === 'unknown' && !row.over_limit) {
        await queue.add(row.kind, { kind: row.kind, userId: row.user_id, payload: row.input }, { jobId: row.id });
        this.logger.warn(`job ${row.id} (${row.kind}) had no queue job: queued again`);
      } else {
        if (state === 'waiting' || state === 'delayed') await queue.remove(row.id).catch(() => 0);
        if (!(await this.fail(row))) continue;
        this.logger.warn(
          `job ${row.id} (${row.kind}) ended as failed (queue state: ${state}${row.over_limit ? ', past its time limit' : ''})`,
        );
      }
      finished++;
    }
    return finished + (await this.refundsNotGiven());
  }

  /** Fails the row, gives its credit back and ends what it fills, then pushes: once, whoever calls. */
  private async fail(row: StrandedRow): Promise<boolean> {
    const handler = this.handlers.get(row.kind);
    const ctx: JobContext<JobKind> = {
      jobId: row.id,
      userId: row.user_id,
      payload: row.input,
      progress: async () => undefined,
    };
    const message = MESSAGES.toolFailed;
    const pushes = await this.db.transaction(async (m): Promise<Push[] | false> => {
      if (!(await this.jobs.failIfLive(row.id, message, m))) return false;
      await this.ledger.giveBack(m, row.id);
      await handler.onFinalFailure?.(m, ctx, message);
      return [
        userPush(row.user_id, 'job:failed', { jobId: row.id, kind: row.kind, error: message }),
        ...((await handler.failurePushes?.(m, ctx)) ?? []),
      ];
    });
    if (pushes === false) return false;
    pushes.forEach((push) => this.push.send(push));
    return true;
  }

  private async refundsNotGiven(): Promise<number> {
    const ids = await this.jobs.failedNotRefunded(BATCH);
    let given = 0;
    for (const id of ids) if (await this.db.transaction((m) => this.ledger.giveBack(m, id))) given++;
    return given;
  }
}
