import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** The one owner of the chat_settings table: a person's switches for one chat (voice replies, off until set). */
@Injectable()
export class ChatSettingsRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async voiceReplies(userId: string, girlId: string, m: EntityManager = this.db.manager): Promise<boolean> {
    const [row]: { voice_replies: boolean }[] = await m.query(
      'SELECT voice_replies FROM chat_settings WHERE user_id = $1 AND girl_id = $2',
      [userId, girlId],
    );
    return row?.voice_replies ?? false;
  }

  async setVoiceReplies(userId: string, girlId: string, on: boolean): Promise<void> {
    await this.db.query(
      `INSERT INTO chat_settings (user_id, girl_id, voice_replies) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, girl_id) DO UPDATE SET voice_replies = $3`,
      [userId, girlId, on],
    );
  }
}
