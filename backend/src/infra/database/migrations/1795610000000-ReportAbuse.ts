import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports cannot empty the feed (SAFETY.md section 4): whether a report hid its post at once is kept
 * on the report (`hides`, decided when it is made: a serious reason from a reporter in good standing),
 * and every reporter's hide-at-once reports that an admin rejected (restored the post) are counted in
 * `reporter_standing`; after 2, that account's reports no longer hide at once.
 */
export class ReportAbuse1795610000000 implements MigrationInterface {
  name = 'ReportAbuse1795610000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE post_reports ADD COLUMN hides boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE post_reports SET hides = true WHERE reason IN ('minor', 'real-person', 'non-consensual')`);
    await q.query(`
      CREATE TABLE reporter_standing (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        rejected_reports integer NOT NULL DEFAULT 0,
        last_rejected_at timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS reporter_standing');
    await q.query('ALTER TABLE post_reports DROP COLUMN IF EXISTS hides');
  }
}
