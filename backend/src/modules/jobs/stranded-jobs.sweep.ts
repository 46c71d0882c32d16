import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import { MESSAGES, type JobKind, type JobPayload, type QueueName } from '../../contracts';
import { toMessage, type MessageRow } from '../chat/message.view';
import { JOB_HANDLERS, type JobContext, type JobHandlers, type RegisteredHandler } from './job-handler';
import { giveBack } from './job-ledger';
import { JobPushService } from './job-push.service';
import type { ReconcileSweep } from './reconcile-sweep';

/** A queued or active row younger than this is left alone (its job may be being added right now). */
const MIN_AGE_SECONDS = 10;
/** How long a job of each queue may take from acceptance to its end before it is given up. */
export const QUEUE_TIME_LIMIT_SECONDS: Record<QueueName, number> = { images: 10 * 60, media: 30 * 60 };
const LIVE_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);
const BATCH = 500;

interface StrandedRow {
  id: string;
  user_id: string;
  kind: JobKind;
  queue: QueueName;
  input: JobPayload<JobKind>;
  over_limit: boolean;
}

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
    @Inject(JOB_HANDLERS) private readonly handlers: JobHandlers,
    @Inject(JobPushService) private readonly push: JobPushService,
  ) {}

  /** The sweep over the given queues (the reconciler's own producer connections). */
  sweep(queues: Record<QueueName, Queue>): ReconcileSweep {
    return { name: 'stranded jobs', run: () => this.run(queues) };
  }

  async run(queues: Record<QueueName, Queue>): Promise<number> {
    const limits = Object.entries(QUEUE_TIME_LIMIT_SECONDS).map(([q, s]) => `WHEN '${q}' THEN ${s}`).join(' ');
    const rows: StrandedRow[] = await this.db.query(
      `SELECT id, user_id, kind, queue, input,
              created_at < now() - make_interval(secs => CASE queue ${limits} ELSE 600 END) AS over_limit
       FROM generation_jobs
       WHERE status IN ('queued', 'active') AND created_at < now() - make_interval(secs => $1)
       ORDER BY created_at LIMIT ${BATCH}`,
      [MIN_AGE_SECONDS],
    );
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
        this.logger.warn(`job ${row.id} (${row.kind}) ended as failed (queue state: ${state}${row.over_limit ? ', past its time limit' : ''})`);
      }
      finished++;
    }
    return finished + (await this.refundsNotGiven());
  }

  /** Fails the row, gives its credit back and ends what it fills, then pushes: once, whoever calls. */
  private async fail(row: StrandedRow): Promise<boolean> {
    const handler = this.handlers[row.kind] as RegisteredHandler<JobKind>;
    const ctx: JobContext<JobKind> = { jobId: row.id, userId: row.user_id, payload: row.input, progress: async () => undefined };
    const message = MESSAGES.toolFailed;
    const chat = await this.db.transaction(async (m) => {
      const [ended]: [{ id: string }[], number] = await m.query(
        `UPDATE generation_jobs SET status = 'failed', stage = 'failed', error = $2, updated_at = now()
         WHERE id = $1 AND status IN ('queued', 'active') RETURNING id`,
        [row.id, message],
      );
      if (!ended.length) return false;
      await giveBack(m, row.id);
      await handler.onFinalFailure?.(m, ctx, message);
      return row.kind === 'chat-picture' ? chatMessage(m, (row.input as JobPayload<'chat-picture'>).messageId) : null;
    });
    if (chat === false) return false;
    this.push.jobFailed(row.user_id, { jobId: row.id, kind: row.kind, error: message });
    if (chat && row.kind === 'chat-picture') this.push.chatMessage(row.user_id, { girlId: (row.input as JobPayload<'chat-picture'>).girlId, message: toMessage(chat) });
    return true;
  }

  private async refundsNotGiven(): Promise<number> {
    const rows: { id: string }[] = await this.db.query(`SELECT id FROM generation_jobs WHERE status = 'failed' AND charged AND NOT refunded LIMIT ${BATCH}`);
    let given = 0;
    for (const { id } of rows) if (await this.db.transaction((m) => giveBack(m, id))) given++;
    return given;
  }
}

async function chatMessage(m: EntityManager, messageId: string): Promise<MessageRow | null> {
  const [row]: MessageRow[] = await m.query('SELECT * FROM chat_messages WHERE id = $1', [messageId]);
  return row ?? null;
}
