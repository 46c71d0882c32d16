import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import { AppConfig } from '../../config/app-config';
import type { ConfirmPaymentResponse } from '../../contracts';
import { PushPort } from '../../infra/realtime/push.port';
import { PaymentRejected } from '../../infra/solana/payment-errors';
import { SolanaPayments, type VerifiedTransfer } from '../../infra/solana/solana-payments';
import { toUser } from '../users/user.view';
import { type Account, UserAccounts } from '../users/user-accounts.writer';
import type { PaymentIntentEntity } from './payment-intent.entity';
import { PaymentsRepository } from './payments.repository';
import { extendSubscription } from './subscription-period';

/** The signature was already counted (by an earlier confirm, a racing one, or the reconciler). */
export class SignatureAlreadyUsed extends Error {
  constructor() {
    super('This transaction was already used for a subscription.');
  }
}

export const expiredDetail = (intent: PaymentIntentEntity) =>
  `this payment request expired at ${intent.expiresAt.toISOString()}; ask for a new one`;

/**
 * Completes a payment request from a transaction signature: the same checks and the same once-only
 * extension whether the browser confirms it or the reconciler finds it.
 */
@Injectable()
export class PaymentsService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(PaymentsRepository) private readonly payments: PaymentsRepository,
    @Inject(UserAccounts) private readonly users: UserAccounts,
    @Inject(SolanaPayments) private readonly solana: SolanaPayments,
    @Inject(PushPort) private readonly push: PushPort,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** Throws PaymentRejected, SignatureAlreadyUsed or SolanaUnavailable. */
  async complete(intent: PaymentIntentEntity, signature: string): Promise<ConfirmPaymentResponse> {
    if (intent.status === 'expired') throw new PaymentRejected(expiredDetail(intent));
    const owner = await this.users.findById(intent.userId);
    if (!owner) throw new PaymentRejected('the account of this payment request no longer exists');

    const transfer = await this.solana.verifyTransfer(signature, {
      recipient: intent.recipient,
      lamports: BigInt(intent.lamports),
      reference: intent.reference,
    });
    // no wallet linked yet (a QR code paid from a phone): the wallet that pays is linked after the payment counts
    if (owner.wallet && transfer.from !== owner.wallet) {
      throw new PaymentRejected(
        `the payment comes from ${transfer.from}, not from the wallet linked to your account (${owner.wallet})`,
      );
    }
    const paidAt = transfer.blockTime === null ? new Date() : new Date(transfer.blockTime * 1000);
    if (paidAt.getTime() > intent.expiresAt.getTime()) throw new PaymentRejected(expiredDetail(intent));

    let updated = await this.db.transaction((m) => this.settle(m, intent, transfer));
    if (!updated) throw new SignatureAlreadyUsed();
    if (!updated.wallet && (await this.linkPayer(updated.id, intent.recipient, transfer.from)))
      updated = { ...updated, wallet: transfer.from };
    const user = toUser(updated, this.config.settings.ADMIN_USERNAMES);
    this.push.toUser(user.id, 'subscription:updated', { user, signature });
    return { user, subEnd: user.subEnd!, signature };
  }

  /**
   * A phone wallet can pay a QR code before any wallet is linked: the payment proves the wallet, so it
   * is linked then, unless it is another account's or the receiver's own (the payment counts anyway).
   */
  private linkPayer(userId: string, recipient: string, payer: string): Promise<boolean> {
    if (payer === recipient || payer === this.config.settings.SOLANA_RECEIVER) return Promise.resolve(false);
    return this.users.linkPayingWallet(userId, payer);
  }

  /**
   * Records the payment and adds the month, in one transaction. The unique signature makes it count
   * once: a racing second insert waits for the first and then does nothing (null).
   */
  private async settle(
    m: EntityManager,
    intent: PaymentIntentEntity,
    transfer: VerifiedTransfer,
  ): Promise<Account | null> {
    const recorded = await this.payments.recordPayment(
      {
        signature: transfer.signature,
        reference: intent.reference,
        userId: intent.userId,
        wallet: transfer.from,
        lamports: transfer.lamports.toString(),
        slot: String(transfer.slot),
      },
      m,
    );
    if (!recorded) return null;

    const user = await this.users.lockForUpdate(intent.userId, m);
    user.subEnd = extendSubscription(user.subEnd, new Date());
    await this.users.setSubscription(user.id, user.subEnd, m);
    await this.payments.markIntentPaid(intent.id, transfer.signature, m);
    return user;
  }
}
