import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What she remembers of a conversation beyond its last 50 messages. */
export class ChatMemory1795318000000 implements MigrationInterface {
  name = 'ChatMemory1795318000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE chat_memories (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        girl_id uuid NOT NULL REFERENCES girls(id) ON DELETE CASCADE,
        summary text NOT NULL,
        summarized_seq bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, girl_id)
      )`);
    await q.query(`CREATE INDEX generation_jobs_girl_pending_idx ON generation_jobs ((input->>'girlId')) WHERE status IN ('queued', 'active')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS generation_jobs_girl_pending_idx');
    await q.query('DROP TABLE IF EXISTS chat_memories');
  }
}
