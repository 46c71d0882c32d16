import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Steering a chat (issue 18): the versions of her reply (`alternatives`, oldest first, empty until it
 * is first regenerated) and the one shown (`choice`); how many times a reply counted toward the free
 * allowance (`charges`: a regenerated version counts once more); a message deleted from the person's
 * view (`deleted_at`: still counted toward the allowance, never shown nor sent to the model again).
 */
export class ChatSteering1795500000000 implements MigrationInterface {
  name = 'ChatSteering1795500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE chat_messages ADD COLUMN alternatives jsonb NOT NULL DEFAULT '[]'::jsonb`);
    await q.query(`ALTER TABLE chat_messages ADD COLUMN choice integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE chat_messages ADD COLUMN charges integer NOT NULL DEFAULT 1`);
    await q.query(`ALTER TABLE chat_messages ADD COLUMN deleted_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE chat_messages DROP COLUMN IF EXISTS deleted_at');
    await q.query('ALTER TABLE chat_messages DROP COLUMN IF EXISTS charges');
    await q.query('ALTER TABLE chat_messages DROP COLUMN IF EXISTS choice');
    await q.query('ALTER TABLE chat_messages DROP COLUMN IF EXISTS alternatives');
  }
}
