import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import type IORedis from 'ioredis';

import { AppConfig } from '../../config/app-config';
import { connectionWatch, createRedis } from '../../infra/queue/redis';
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
 * Only workers with SOLANA_RECEIVER set take part.
 */
@Injectable()
export class PaymentReconcilerService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('PaymentReconciler');
  private readonly connections: IORedis[] = [];
  private queue: Queue | null = null;
  private worker: Worker | null = null;

  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(PaymentsRepository) private readonly records: PaymentsRepository,
    @Inject(SolanaPayments) private readonly solana: SolanaPayments,
    @Inject(PaymentsService) private readonly payments: PaymentsService,
  ) {}

  async onModuleInit() {
    const { REDIS_URL, QUEUE_PREFIX: prefix, SOLANA_RECEIVER } = this.config.settings;
    // without a receiver no payment is expected: this worker leaves the chain alone
    if (!SOLANA_RECEIVER) return;
    const [queueConnection, workerConnection] = [
      createRedis(REDIS_URL, 'payments-queue'),
      createRedis(REDIS_URL, 'payments-worker'),
    ];
    this.connections.push(queueConnection, workerConnection);
    this.queue = new Queue(PAYMENTS_QUEUE, { connection: queueConnection, prefix });
    await this.queue.upsertJobScheduler(
      'reconcile-payments',
      { every: RECONCILE_EVERY_MS },
      { name: 'reconcile', opts: { removeOnComplete: { count: 10 }, removeOnFail: { count: 50 } } },
    );
    this.worker = new Worker(PAYMENTS_QUEUE, () => this.reconcile(), {
      connection: workerConnection,
      prefix,
      concurrency: 1,
    });
    this.worker.on('error', connectionWatch('payments-worker'));
    this.queue.on('error', connectionWatch('payments-queue'));
    this.worker.on('failed', (_job, err) => this.logger.warn(`pass failed: ${err.message}`));
  }

  async onApplicationShutdown() {
    await this.worker?.close();
    await this.queue?.close();
    // BullMQ duplicates a connection it is given and leaves the original open
    this.connections.forEach((c) => c.disconnect());
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
