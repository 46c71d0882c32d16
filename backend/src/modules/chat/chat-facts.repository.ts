import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import type { MemoryKind } from '../../contracts';

/** A chat_facts row with the time of the message it came from. */
export interface FactRow {
  id: string;
  kind: MemoryKind;
  text: string;
  pinned: boolean;
  source_message_id: string | null;
  source_at: Date | null;
  updated_at: Date;
}

/** A fact to learn from one message. */
export interface FactToLearn {
  kind: MemoryKind;
  key: string;
  text: string;
}

const COLUMNS = `f.id, f.kind, f.text, f.pinned, f.source_message_id, m.created_at AS source_at, f.updated_at`;

/** The one owner of the chat_facts table: what she remembers about the person, a fact a row. */
@Injectable()
export class ChatFactsRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** The chat's facts, pinned first, then the newest. */
  list(userId: string, girlId: string, m: EntityManager = this.db.manager): Promise<FactRow[]> {
    return m.query(
      `SELECT ${COLUMNS} FROM chat_facts f LEFT JOIN chat_messages m ON m.id = f.source_message_id
       WHERE f.user_id = $1 AND f.girl_id = $2 ORDER BY f.pinned DESC, f.updated_at DESC, f.id`,
      [userId, girlId],
    );
  }

  async find(userId: string, girlId: string, id: string, m: EntityManager = this.db.manager): Promise<FactRow | null> {
    const [row]: FactRow[] = await m.query(
      `SELECT ${COLUMNS} FROM chat_facts f LEFT JOIN chat_messages m ON m.id = f.source_message_id
       WHERE f.id = $1 AND f.user_id = $2 AND f.girl_id = $3`,
      [id, userId, girlId],
    );
    return row ?? null;
  }

  async count(userId: string, girlId: string, m: EntityManager): Promise<number> {
    const [{ count }]: { count: number }[] = await m.query(
      'SELECT count(*)::int AS count FROM chat_facts WHERE user_id = $1 AND girl_id = $2',
      [userId, girlId],
    );
    return count;
  }

  /** One of the person's own facts (no key: learning never changes it). */
  async add(userId: string, girlId: string, text: string, pinned: boolean, m: EntityManager): Promise<string> {
    const [row]: { id: string }[] = await m.query(
      `INSERT INTO chat_facts (user_id, girl_id, kind, text, pinned) VALUES ($1, $2, 'note', $3, $4) RETURNING id`,
      [userId, girlId, text, pinned],
    );
    return row.id;
  }

  /** New text makes the fact the person's own (learning no longer replaces it); either may be left out. */
  async update(id: string, change: { text?: string; pinned?: boolean }, m: EntityManager): Promise<void> {
    await m.query(
      `UPDATE chat_facts SET text = coalesce($2, text), key = CASE WHEN $2::text IS NULL THEN key ELSE NULL END,
         pinned = coalesce($3, pinned), updated_at = now() WHERE id = $1`,
      [id, change.text ?? null, change.pinned ?? null],
    );
  }

  async delete(id: string, m: EntityManager = this.db.manager): Promise<void> {
    await m.query('DELETE FROM chat_facts WHERE id = $1', [id]);
  }

  /**
   * Stores what a message said: a fact already known gains the message as a source; a learned one
   * with other text is replaced, unless the person pinned it. `opposite` keys (a like, when a dislike
   * is learned) are dropped unless pinned.
   */
  async learn(
    userId: string,
    girlId: string,
    messageId: string,
    fact: FactToLearn,
    opposite: string | null,
    m: EntityManager,
  ): Promise<void> {
    await m.query(
      `INSERT INTO chat_facts (user_id, girl_id, kind, key, text, source_message_id, sources)
       VALUES ($1, $2, $3, $4, $5, $6, ARRAY[$6::uuid])
       ON CONFLICT (user_id, girl_id, key) WHERE key IS NOT NULL DO UPDATE SET
         sources = CASE WHEN chat_facts.text = EXCLUDED.text
                        THEN array_append(array_remove(chat_facts.sources, $6::uuid), $6::uuid) ELSE ARRAY[$6::uuid] END,
         text = EXCLUDED.text, kind = EXCLUDED.kind, source_message_id = $6, updated_at = now()
       WHERE NOT chat_facts.pinned OR chat_facts.text = EXCLUDED.text`,
      [userId, girlId, fact.kind, fact.key, fact.text, messageId],
    );
    if (opposite)
      await m.query('DELETE FROM chat_facts WHERE user_id = $1 AND girl_id = $2 AND key = $3 AND NOT pinned', [
        userId,
        girlId,
        opposite,
      ]);
  }

  /** Past `max` facts in the chat, the oldest that are not pinned go. */
  async trim(userId: string, girlId: string, max: number, m: EntityManager): Promise<void> {
    await m.query(
      `DELETE FROM chat_facts WHERE id IN (
         SELECT id FROM chat_facts WHERE user_id = $1 AND girl_id = $2 AND NOT pinned ORDER BY updated_at DESC, id
         OFFSET greatest(0, $3 - (SELECT count(*) FROM chat_facts WHERE user_id = $1 AND girl_id = $2 AND pinned)))`,
      [userId, girlId, max],
    );
  }

  /**
   * The message no longer says anything: it leaves every fact's sources; a fact it was the last source
   * of is forgotten unless pinned (a pinned one keeps pointing at it); others point at their latest source.
   */
  async forgetMessage(userId: string, girlId: string, messageId: string, m: EntityManager): Promise<void> {
    await m.query(
      `DELETE FROM chat_facts WHERE user_id = $1 AND girl_id = $2 AND NOT pinned AND sources = ARRAY[$3::uuid]`,
      [userId, girlId, messageId],
    );
    await m.query(
      `UPDATE chat_facts SET sources = array_remove(sources, $3::uuid),
         source_message_id = CASE WHEN source_message_id = $3::uuid AND cardinality(sources) > 1
                                  THEN (array_remove(sources, $3::uuid))[cardinality(sources) - 1] ELSE source_message_id END
       WHERE user_id = $1 AND girl_id = $2 AND $3::uuid = ANY(sources)`,
      [userId, girlId, messageId],
    );
  }
}
