import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import { CHAT_WINDOW } from '../../contracts';
import type { MessageRow } from './message.view';

/** A message with its place in the conversation. */
export type SeqRow = MessageRow & { seq: string; charges: number; alternatives: string[]; choice: number };

/** The last message of a conversation (GET /api/chats). */
export type RecentRow = Pick<MessageRow, 'sender' | 'text' | 'image' | 'created_at'> & { girl_id: string };

/** A message with the conversation it belongs to. */
export type OwnedMessageRow = MessageRow & { user_id: string; girl_id: string };

/** The one owner of the chat_messages table: every conversation between a user and a girl. */
@Injectable()
export class ChatMessagesRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** One writer at a time per conversation, until the caller's transaction ends. */
  async lockConversation(userId: string, girlId: string, m: EntityManager): Promise<void> {
    await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`chat:${userId}:${girlId}`]);
  }

  /** The person's conversations, the latest first, each with the last finished message they still see. */
  async recent(userId: string, limit: number): Promise<RecentRow[]> {
    return this.db.query(
      `SELECT girl_id, sender, text, image, created_at FROM (
         SELECT DISTINCT ON (girl_id) girl_id, sender, text, image, created_at, seq FROM chat_messages
         WHERE user_id = $1 AND deleted_at IS NULL AND NOT loading AND NOT failed AND NOT premium
         ORDER BY girl_id, seq DESC) last
       ORDER BY seq DESC LIMIT $2`,
      [userId, limit],
    );
  }

  /** Messages the person still sees. */
  async count(userId: string, girlId: string, m: EntityManager = this.db.manager): Promise<number> {
    const [{ count }]: { count: number }[] = await m.query(
      'SELECT count(*)::int AS count FROM chat_messages WHERE user_id = $1 AND girl_id = $2 AND deleted_at IS NULL',
      [userId, girlId],
    );
    return count;
  }

  /**
   * Her replies counted toward the free limit: each once, each regenerated version once more; a
   * failed reply or picture not at all; deleted ones still. Each reply read aloud (not failed) counts
   * as one more.
   */
  async countCharged(userId: string, girlId: string, m: EntityManager = this.db.manager): Promise<number> {
    const [{ count }]: { count: number }[] = await m.query(
      `SELECT (SELECT coalesce(sum(charges), 0) FROM chat_messages WHERE user_id = $1 AND girl_id = $2 AND sender = 'ai' AND NOT failed)::int
            + (SELECT count(*) FROM message_speech WHERE user_id = $1 AND girl_id = $2 AND NOT failed)::int AS count`,
      [userId, girlId],
    );
    return count;
  }

  async add(
    userId: string,
    girlId: string,
    sender: 'user' | 'ai',
    text: string,
    m: EntityManager = this.db.manager,
  ): Promise<MessageRow> {
    const [row]: MessageRow[] = await m.query(
      `INSERT INTO chat_messages (user_id, girl_id, sender, text) VALUES ($1, $2, $3, $4) RETURNING *`,
      [userId, girlId, sender, text],
    );
    return row;
  }

  /** Her empty message, loading until a reply or a picture is written into it. */
  async addLoading(userId: string, girlId: string, m: EntityManager = this.db.manager): Promise<MessageRow> {
    const [row]: MessageRow[] = await m.query(
      `INSERT INTO chat_messages (user_id, girl_id, sender, text, loading) VALUES ($1, $2, 'ai', '', true) RETURNING *`,
      [userId, girlId],
    );
    return row;
  }

  /** The person's last message that is still shown (any sender), or the last of one sender. */
  async last(userId: string, girlId: string, m: EntityManager, sender?: 'user' | 'ai'): Promise<SeqRow | null> {
    const [row]: SeqRow[] = await m.query(
      `SELECT * FROM chat_messages WHERE user_id = $1 AND girl_id = $2 AND deleted_at IS NULL AND ($3::text IS NULL OR sender = $3)
       ORDER BY seq DESC LIMIT 1`,
      [userId, girlId, sender ?? null],
    );
    return row ?? null;
  }

  /** A message of this conversation still shown, or null. */
  async findInChat(
    userId: string,
    girlId: string,
    id: string,
    m: EntityManager = this.db.manager,
  ): Promise<SeqRow | null> {
    const [row]: SeqRow[] = await m.query(
      'SELECT * FROM chat_messages WHERE id = $1 AND user_id = $2 AND girl_id = $3 AND deleted_at IS NULL',
      [id, userId, girlId],
    );
    return row ?? null;
  }

  async delete(ids: string[], m: EntityManager = this.db.manager): Promise<void> {
    await m.query('DELETE FROM chat_messages WHERE id = ANY($1)', [ids]);
  }

  async findById(id: string, m: EntityManager = this.db.manager): Promise<MessageRow | null> {
    const [row]: MessageRow[] = await m.query('SELECT * FROM chat_messages WHERE id = $1', [id]);
    return row ?? null;
  }

  /** The last CHAT_WINDOW messages of the conversation, oldest first. */
  window(userId: string, girlId: string, m: EntityManager = this.db.manager): Promise<MessageRow[]> {
    return m.query(
      `SELECT * FROM (SELECT * FROM chat_messages WHERE user_id = $1 AND girl_id = $2 AND deleted_at IS NULL
                      ORDER BY seq DESC LIMIT ${CHAT_WINDOW}) w ORDER BY seq`,
      [userId, girlId],
    );
  }

  /** Her words older than the window and after `afterSeq` (failed and loading ones left out), oldest first. */
  olderThanWindow(
    userId: string,
    girlId: string,
    afterSeq: string | number,
    m: EntityManager,
  ): Promise<{ sender: 'user' | 'ai'; text: string; seq: string }[]> {
    return m.query(
      `SELECT sender, text, seq FROM chat_messages
       WHERE user_id = $1 AND girl_id = $2 AND seq > $3 AND NOT loading AND NOT failed AND deleted_at IS NULL
         AND seq < (SELECT min(seq) FROM (SELECT seq FROM chat_messages WHERE user_id = $1 AND girl_id = $2 AND deleted_at IS NULL
                                           ORDER BY seq DESC LIMIT ${CHAT_WINDOW}) w)
       ORDER BY seq`,
      [userId, girlId, afterSeq],
    );
  }

  /** Stores the text so far of a reply still loading (also its heartbeat). */
  async flushReply(id: string, text: string): Promise<void> {
    await this.db.query('UPDATE chat_messages SET text = $2, updated_at = now() WHERE id = $1 AND loading', [id, text]);
  }

  /**
   * Ends a reply still loading; null when it had already ended (the stale-reply sweep came first). Her
   * first version is dated when it is done (it was made, empty, with the person's message it answers).
   */
  async finishReply(id: string, text: string, failed: boolean): Promise<MessageRow | null> {
    const [rows]: [MessageRow[], number] = await this.db.query(
      `UPDATE chat_messages SET text = $2, failed = $3, loading = false, updated_at = now(),
         created_at = CASE WHEN jsonb_array_length(alternatives) = 0 THEN now() ELSE created_at END
       WHERE id = $1 AND loading RETURNING *`,
      [id, text, failed],
    );
    return rows[0] ?? null;
  }

  /**
   * Her waiting message becomes the picture (a regenerated one is added to her versions and chosen);
   * null when it is gone. A first picture is dated when it arrives.
   */
  async fillPicture(id: string, imageUrl: string, m: EntityManager = this.db.manager): Promise<MessageRow | null> {
    const [rows]: [MessageRow[], number] = await m.query(
      `UPDATE chat_messages SET image = $2, loading = false, failed = false, text = '', updated_at = now(),
         created_at = CASE WHEN jsonb_array_length(alternatives) = 0 THEN now() ELSE created_at END,
         choice = CASE WHEN jsonb_array_length(alternatives) > 0 THEN jsonb_array_length(alternatives) ELSE 0 END,
         alternatives = CASE WHEN jsonb_array_length(alternatives) > 0 THEN alternatives || to_jsonb($2::text) ELSE alternatives END
       WHERE id = $1 RETURNING *`,
      [id, imageUrl],
    );
    return rows[0] ?? null;
  }

  /**
   * Her waiting picture, if still loading, says it failed and is marked failed; a regenerated one goes
   * back to the version chosen before.
   */
  async failLoading(id: string, text: string, m: EntityManager = this.db.manager): Promise<void> {
    await m.query(
      `UPDATE chat_messages SET loading = false, updated_at = now(),
         failed = jsonb_array_length(alternatives) = 0,
         text = CASE WHEN jsonb_array_length(alternatives) = 0 THEN $2 ELSE '' END,
         image = CASE WHEN jsonb_array_length(alternatives) = 0 THEN image ELSE alternatives->>choice END
       WHERE id = $1 AND loading`,
      [id, text],
    );
  }

  /**
   * Ends, once, every loading message not written since `before` as `text`, marked failed, except a
   * chat picture's whose job is still queued or active. Answers the ended messages.
   */
  async endStale(before: Date, text: string): Promise<OwnedMessageRow[]> {
    const [rows]: [OwnedMessageRow[], number] = await this.db.query(
      `UPDATE chat_messages c SET loading = false, failed = true, text = $2, updated_at = now()
       WHERE c.loading AND c.updated_at < $1
         AND NOT EXISTS (SELECT 1 FROM generation_jobs j
                         WHERE j.kind = 'chat-picture' AND j.input->>'messageId' = c.id::text AND j.status IN ('queued', 'active'))
       RETURNING c.*`,
      [before, text],
    );
    return rows;
  }

  /**
   * Her reply starts a new version: the one shown is kept among her versions (unless it failed), and
   * the row waits, empty, for the new one.
   */
  async startVersion(id: string, m: EntityManager): Promise<SeqRow> {
    const [rows]: [SeqRow[], number] = await m.query(
      `UPDATE chat_messages SET loading = true, text = '', image = NULL, failed = false, updated_at = now(),
         alternatives = CASE WHEN jsonb_array_length(alternatives) = 0 AND NOT failed THEN jsonb_build_array(coalesce(image, text)) ELSE alternatives END
       WHERE id = $1 RETURNING *`,
      [id],
    );
    return rows[0];
  }

  /** A new version written into her reply is added to her versions and chosen (not charged again). */
  async addVersion(id: string): Promise<SeqRow | null> {
    const [rows]: [SeqRow[], number] = await this.db.query(
      `UPDATE chat_messages SET
         choice = jsonb_array_length(alternatives), alternatives = alternatives || to_jsonb(text)
       WHERE id = $1 AND NOT failed AND NOT loading RETURNING *`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Her reply shows version `index` (a picture its image); a failed new version goes back this way too. */
  async choose(
    id: string,
    index: number,
    picture: boolean,
    m: EntityManager = this.db.manager,
  ): Promise<SeqRow | null> {
    const [rows]: [SeqRow[], number] = await m.query(
      `UPDATE chat_messages SET choice = $2, failed = false, loading = false, updated_at = now(),
         text = CASE WHEN $3 THEN '' ELSE alternatives->>$2::int END,
         image = CASE WHEN $3 THEN alternatives->>$2::int ELSE image END
       WHERE id = $1 AND jsonb_array_length(alternatives) > $2 RETURNING *`,
      [id, index, picture],
    );
    return rows[0] ?? null;
  }

  /** Her reply to a message the person edited is written anew: its old versions go; it replaces them, so it is not charged again. */
  async restartReply(id: string, m: EntityManager): Promise<SeqRow> {
    const [rows]: [SeqRow[], number] = await m.query(
      `UPDATE chat_messages SET loading = true, text = '', image = NULL, alternatives = '[]'::jsonb, choice = 0, updated_at = now(),
         failed = false
       WHERE id = $1 RETURNING *`,
      [id],
    );
    return rows[0];
  }

  async setText(id: string, text: string, m: EntityManager): Promise<SeqRow> {
    const [rows]: [SeqRow[], number] = await m.query(
      'UPDATE chat_messages SET text = $2, updated_at = now() WHERE id = $1 RETURNING *',
      [id, text],
    );
    return rows[0];
  }

  /** Gone from the person's view (still counted toward the free allowance). */
  async hide(id: string, m: EntityManager): Promise<void> {
    await m.query('UPDATE chat_messages SET deleted_at = now() WHERE id = $1', [id]);
  }

  /** The finished messages of a conversation, oldest first (failed replies, replies being written and deleted messages left out). */
  transcript(
    userId: string,
    girlId: string,
  ): Promise<{ sender: 'user' | 'ai'; text: string; image: string | null; created_at: Date }[]> {
    return this.db.query(
      `SELECT sender, text, image, created_at FROM chat_messages
       WHERE user_id = $1 AND girl_id = $2 AND NOT loading AND NOT failed AND deleted_at IS NULL ORDER BY seq`,
      [userId, girlId],
    );
  }
}
