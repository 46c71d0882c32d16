import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A girl's lorebook in its own column: taken out of the card she was imported from (her export puts it back). */
export class Lorebooks1795830300000 implements MigrationInterface {
  name = 'Lorebooks1795830300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE girls ADD COLUMN lorebook jsonb');
    await q.query(
      `UPDATE girls SET lorebook = card->'data'->'character_book', card = card #- '{data,character_book}'
       WHERE jsonb_typeof(card->'data'->'character_book') = 'object'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE girls SET card = jsonb_set(card, '{data,character_book}', lorebook)
       WHERE lorebook IS NOT NULL AND jsonb_typeof(card->'data') = 'object'`,
    );
    await q.query('ALTER TABLE girls DROP COLUMN lorebook');
  }
}
