import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Her voice: the one her owner picked, each reply read aloud once per voice and text (the audio is the
 * speech job's result; a row that did not fail counts toward a free user's allowance, like her
 * messages), and each chat's "voice replies" switch.
 */
export class HerVoice1795821100000 implements MigrationInterface {
  name = 'HerVoice1795821100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE girls ADD COLUMN voice varchar(20) NOT NULL DEFAULT 'soft'`);
    await q.query(`
      CREATE TABLE message_speech (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        message_id uuid NOT NULL REFERENCES chat_messages(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        girl_id uuid NOT NULL REFERENCES girls(id) ON DELETE CASCADE,
        voice varchar(20) NOT NULL,
        text_hash char(64) NOT NULL,
        job_id uuid NOT NULL,
        audio_url text,
        failed boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (message_id, voice, text_hash)
      )`);
    await q.query(`CREATE INDEX message_speech_chat_idx ON message_speech (user_id, girl_id)`);
    await q.query(`CREATE UNIQUE INDEX message_speech_job_idx ON message_speech (job_id)`);
    await q.query(`
      CREATE TABLE chat_settings (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        girl_id uuid NOT NULL REFERENCES girls(id) ON DELETE CASCADE,
        voice_replies boolean NOT NULL DEFAULT false,
        PRIMARY KEY (user_id, girl_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS chat_settings');
    await q.query('DROP TABLE IF EXISTS message_speech');
    await q.query('ALTER TABLE girls DROP COLUMN IF EXISTS voice');
  }
}
