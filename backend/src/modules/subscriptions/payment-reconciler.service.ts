import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';

import { AppConfig } from '../../config/app-config';
import { connectionWatch } from '../../infra/queue/redis';
import { PaymentRejected } from '../../infra/solana/payment-errors';
import { SolanaPayments } from '../../infra/solana/solana-payments';
import type { PaymentIntentEntity } from './payment-intent.entity';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService, SignatureAlreadyUsed } from './payments.service';

export const PAYMENTS_QUEUE = 'payments';
export const RECONCILE_EVERY_MS = 15_000;
/** An intent is given up this long after it expired, so that a payment sent just in time can finalize. */
export const EXPIRY_GRACE_MS = 2 * 60_000;
/** Open intents looked at per pass, oldest deadline first. */
const BATCH = 200;

export interface ReconcileSummary {
  checked: number;
  completed: number;
  expired: number;
}

/**
 * Nothing is lost when the tab closes: every 15 s (a BullMQ job scheduler, so one pass per interval
 * however many workers run) the open payment requests are looked up on chain by their reference, and
 * any that was paid is completed exactly as a confirm would. Requests past their deadline are expired.
 * Only workers with SOLANA_RECEIVER set take part: the others never start this queue's worker
 * (@nestjs/bullmq makes it with `autorun: false`; it runs once the scheduler is in place).
 */
@Injectable()
@Processor(PAYMENTS_QUEUE, { concurrency: 1, autorun: false })
export class PaymentReconcilerService extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger('PaymentReconciler');

  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(PaymentsRepository) private readonly records: PaymentsRepository,
    @Inject(SolanaPayments) private readonly solana: SolanaPayments,
    @Inject(PaymentsService) private readonly payments: PaymentsService,
    @InjectQueue(PAYMENTS_QUEUE) private readonly queue: Queue,
  ) {
    super();
    queue.on('error', connectionWatch('payments-queue'));
  }

  async onApplicationBootstrap() {
    // without a receiver no payment is expected: this worker leaves the chain alone
    if (!this.config.settings.SOLANA_RECEIVER) return;
    await this.queue.upsertJobScheduler(
      'reconcile-payments',
      { every: RECONCILE_EVERY_MS },
      { name: 'reconcile', opts: { removeOnComplete: { count: 10 }, removeOnFail: { count: 50 } } },
    );
    this.worker.run().catch((err: Error) => this.logger.error(`payments worker stopped: ${err.message}`));
  }

  process(): Promise<ReconcileSummary> {
    return this.reconcile();
  }

  @OnWorkerEvent('error')
  lostConnection(err: Error) {
    connectionWatch('payments-worker')(err);
  }

  @OnWorkerEvent('failed')
  passFailed(_job: unknown, err: Error) {
    this.logger.warn(`pass failed: ${err.message}`);
  }

  /** One pass over the open payment requests. */
  async reconcile(now = new Date()): Promise<ReconcileSummary> {
    const open = await this.records.openIntents(BATCH);
    const summary: ReconcileSummary = { checked: open.length, completed: 0, expired: 0 };
    for (const intent of open) {
      try {
        if (await this.completeFromChain(intent)) summary.completed++;
        else if (intent.expiresAt.getTime() + EXPIRY_GRACE_MS < now.getTime() && (await this.expire(intent)))
          summary.expired++;
      } catch (error) {
        this.logger.warn(`intent ${intent.id}: ${(error as Error).message}`);
      }
    }
    if (summary.completed || summary.expired)
      this.logger.log(
        `completed ${summary.completed}, expired ${summary.expired} of ${summary.checked} open payment requests`,
      );
    return summary;
  }

  /** True once one transaction carrying the reference passed every check and was counted. */
  private async completeFromChain(intent: PaymentIntentEntity): Promise<boolean> {
    for (const signature of await this.solana.signaturesForReference(intent.reference)) {
      if (await this.records.signatureUsed(signature)) continue;
      try {
        await this.payments.complete(intent, signature);
        return true;
      } catch (error) {
        if (error instanceof PaymentRejected || error instanceof SignatureAlreadyUsed) {
          this.logger.debug(`intent ${intent.id}, ${signature}: ${error.message}`);
          continue;
        }
        throw error;
      }
    }
    return false;
  }

  private async expire(intent: PaymentIntentEntity): Promise<boolean> {
    return this.records.expireIntent(intent.id);
  }
}
