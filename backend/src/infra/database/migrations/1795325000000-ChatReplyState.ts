import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Her replies that failed (not her words: never history, never charged) and the time a reply being
 * written was last flushed, so a reply whose writer died can be found and ended.
 */
export class ChatReplyState1795325000000 implements MigrationInterface {
  name = 'ChatReplyState1795325000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE chat_messages ADD COLUMN failed boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE chat_messages ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`CREATE INDEX chat_messages_loading_idx ON chat_messages (updated_at) WHERE loading`);
    // the stale-reply sweep asks whether a chat picture's job is still running
    await q.query(`CREATE INDEX generation_jobs_chat_message_idx ON generation_jobs ((input->>'messageId')) WHERE kind = 'chat-picture'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS generation_jobs_chat_message_idx');
    await q.query('DROP INDEX IF EXISTS chat_messages_loading_idx');
    await q.query('ALTER TABLE chat_messages DROP COLUMN IF EXISTS updated_at');
    await q.query('ALTER TABLE chat_messages DROP COLUMN IF EXISTS failed');
  }
}
