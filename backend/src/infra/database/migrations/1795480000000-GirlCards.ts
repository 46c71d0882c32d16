import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A girl imported from a character card: its personality text, scenario, greetings and the card itself (unknown fields kept for export). */
export class GirlCards1795480000000 implements MigrationInterface {
  name = 'GirlCards1795480000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE girls
      ADD COLUMN personality_text text,
      ADD COLUMN scenario text,
      ADD COLUMN greetings text[] NOT NULL DEFAULT '{}',
      ADD COLUMN card jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE girls DROP COLUMN IF EXISTS card, DROP COLUMN IF EXISTS greetings, DROP COLUMN IF EXISTS scenario, DROP COLUMN IF EXISTS personality_text');
  }
}
