import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, LessThan, MoreThan } from 'typeorm';

import { PaymentEntity } from './payment.entity';
import { PaymentIntentEntity } from './payment-intent.entity';

export type NewIntent = Pick<PaymentIntentEntity, 'userId' | 'reference' | 'recipient' | 'lamports' | 'expiresAt'>;
export type NewPayment = Pick<PaymentEntity, 'signature' | 'reference' | 'userId' | 'wallet' | 'lamports' | 'slot'>;

/** The one owner of the payment_intents and payments tables: payment requests and the transfers that paid them. */
@Injectable()
export class PaymentsRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  private intents() {
    return this.db.getRepository(PaymentIntentEntity);
  }

  addIntent(intent: NewIntent): Promise<PaymentIntentEntity> {
    return this.intents().save(this.intents().create(intent));
  }

  findIntentByReference(reference: string): Promise<PaymentIntentEntity | null> {
    return this.intents().findOneBy({ reference });
  }

  /** Her requests still payable at `now`, the soonest to expire first. */
  payableIntentsOf(userId: string, now: Date, take: number): Promise<PaymentIntentEntity[]> {
    return this.intents().find({
      where: { userId, status: 'open', expiresAt: MoreThan(now) },
      order: { expiresAt: 'ASC' },
      take,
    });
  }

  /** Every open request (expired or not), the oldest deadline first. */
  openIntents(take: number): Promise<PaymentIntentEntity[]> {
    return this.intents().find({ where: { status: 'open' }, order: { expiresAt: 'ASC' }, take });
  }

  /** Expires an open request past its deadline; false when it was paid or expired meanwhile. */
  async expireIntent(id: string): Promise<boolean> {
    const result = await this.intents().update(
      { id, status: 'open', expiresAt: LessThan(new Date()) },
      { status: 'expired' },
    );
    return !!result.affected;
  }

  async markIntentPaid(id: string, signature: string, m: EntityManager = this.db.manager): Promise<void> {
    await m.query(`UPDATE payment_intents SET status = 'paid', signature = COALESCE(signature, $2) WHERE id = $1`, [
      id,
      signature,
    ]);
  }

  signatureUsed(signature: string): Promise<boolean> {
    return this.db.getRepository(PaymentEntity).existsBy({ signature });
  }

  /**
   * Records the payment once: the signature is unique, so a racing second insert waits for the first
   * and then does nothing (false).
   */
  async recordPayment(payment: NewPayment, m: EntityManager = this.db.manager): Promise<boolean> {
    const inserted = await m
      .createQueryBuilder()
      .insert()
      .into(PaymentEntity)
      .values(payment)
      .orIgnore()
      .returning('id')
      .execute();
    const rows = inserted.raw as unknown[];
    return rows.length > 0;
  }
}
