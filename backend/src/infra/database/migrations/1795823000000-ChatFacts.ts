import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What she remembers about the person, one fact a row (the chat module's chat_facts): learned from
 * their messages (`key` set while untouched, `sources` the messages that said it) or written by them.
 */
export class ChatFacts1795823000000 implements MigrationInterface {
  name = 'ChatFacts1795823000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE chat_facts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        girl_id uuid NOT NULL REFERENCES girls(id) ON DELETE CASCADE,
        kind varchar(16) NOT NULL,
        key text,
        text text NOT NULL,
        pinned boolean NOT NULL DEFAULT false,
        source_message_id uuid REFERENCES chat_messages(id) ON DELETE SET NULL,
        sources uuid[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX chat_facts_chat_idx ON chat_facts (user_id, girl_id, updated_at DESC)');
    await q.query('CREATE UNIQUE INDEX chat_facts_key_idx ON chat_facts (user_id, girl_id, key) WHERE key IS NOT NULL');
    await q.query('CREATE INDEX chat_facts_source_idx ON chat_facts (source_message_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS chat_facts');
  }
}
