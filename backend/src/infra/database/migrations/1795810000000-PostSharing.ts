import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A picture's post is on the public feed only while its owner shares it (the Pics switch; taken off from the gallery). */
export class PostSharing1795810000000 implements MigrationInterface {
  name = 'PostSharing1795810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE feed_posts ADD COLUMN shared boolean NOT NULL DEFAULT true');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE feed_posts DROP COLUMN shared');
  }
}
