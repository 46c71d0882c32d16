import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports of feed posts (live state: one per reader and post, closed when an admin restores the post)
 * and the moderation audit (every report and decision, kept after the post is gone).
 */
export class Reports1795323000000 implements MigrationInterface {
  name = 'Reports1795323000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE post_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES feed_posts(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        reason varchar(32) NOT NULL,
        note text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz,
        UNIQUE (post_id, user_id)
      )`);
    await q.query(`CREATE INDEX post_reports_open_idx ON post_reports (post_id) WHERE closed_at IS NULL`);
    await q.query(`
      CREATE TABLE moderation_audit (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_id uuid,
        actor_username varchar(32) NOT NULL,
        action varchar(16) NOT NULL,
        post_id uuid NOT NULL,
        image_url text NOT NULL,
        reason varchar(32),
        note text
      )`);
    await q.query(`CREATE INDEX moderation_audit_post_idx ON moderation_audit (post_id, at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS moderation_audit');
    await q.query('DROP TABLE IF EXISTS post_reports');
  }
}
