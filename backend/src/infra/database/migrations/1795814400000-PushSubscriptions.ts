import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Web Push subscriptions: one row per browser (endpoint), gone with its account. */
export class PushSubscriptions1795814400000 implements MigrationInterface {
  name = 'PushSubscriptions1795814400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE push_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        endpoint text NOT NULL UNIQUE,
        p256dh varchar(100) NOT NULL,
        auth varchar(50) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, updated_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS push_subscriptions');
  }
}
