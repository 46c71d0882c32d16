import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import type { VoiceId } from '../../contracts';

/** Her reply read aloud in one voice: its speech job, and the audio once made. */
export interface SpeechRow {
  id: string;
  message_id: string;
  voice: VoiceId;
  job_id: string;
  audio_url: string | null;
  failed: boolean;
}

/** The one owner of the message_speech table: each reply read aloud once per voice and text. */
@Injectable()
export class MessageSpeechRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async find(messageId: string, voice: VoiceId, textHash: string, m: EntityManager): Promise<SpeechRow | null> {
    const [row]: SpeechRow[] = await m.query(
      'SELECT * FROM message_speech WHERE message_id = $1 AND voice = $2 AND text_hash = $3',
      [messageId, voice, textHash],
    );
    return row ?? null;
  }

  /** A new speech of this text, or the failed one started again with a new job. */
  async start(
    row: { messageId: string; userId: string; girlId: string; voice: VoiceId; textHash: string; jobId: string },
    m: EntityManager,
  ): Promise<void> {
    await m.query(
      `INSERT INTO message_speech (message_id, user_id, girl_id, voice, text_hash, job_id) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (message_id, voice, text_hash) DO UPDATE SET job_id = $6, failed = false, audio_url = NULL, created_at = now()`,
      [row.messageId, row.userId, row.girlId, row.voice, row.textHash, row.jobId],
    );
  }

  /** The audio of a speech job; false when its row is gone (the message was deleted with her). */
  async fill(jobId: string, audioUrl: string, m: EntityManager): Promise<boolean> {
    const rows: [unknown[], number] = await m.query(
      'UPDATE message_speech SET audio_url = $2 WHERE job_id = $1 RETURNING id',
      [jobId, audioUrl],
    );
    return rows[1] > 0;
  }

  /** A speech whose job failed: no longer counted toward the allowance (given back, once), asked again anew. */
  async fail(jobId: string, m: EntityManager = this.db.manager): Promise<void> {
    await m.query('UPDATE message_speech SET failed = true WHERE job_id = $1 AND audio_url IS NULL', [jobId]);
  }
}
