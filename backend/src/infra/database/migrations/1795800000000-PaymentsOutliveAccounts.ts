import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An account deleted by its owner takes everything of theirs, but its payments stay as the law needs
 * (a record of what was paid, when, from which wallet, and a signature that counts once, ever), no
 * longer naming the account.
 */
export class PaymentsOutliveAccounts1795800000000 implements MigrationInterface {
  name = 'PaymentsOutliveAccounts1795800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE payments ALTER COLUMN user_id DROP NOT NULL');
    await q.query('ALTER TABLE payments DROP CONSTRAINT payments_user_id_fkey');
    await q.query(
      'ALTER TABLE payments ADD CONSTRAINT payments_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DELETE FROM payments WHERE user_id IS NULL');
    await q.query('ALTER TABLE payments DROP CONSTRAINT payments_user_id_fkey');
    await q.query(
      'ALTER TABLE payments ADD CONSTRAINT payments_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE',
    );
    await q.query('ALTER TABLE payments ALTER COLUMN user_id SET NOT NULL');
  }
}
