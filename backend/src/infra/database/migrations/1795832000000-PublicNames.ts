import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The name a person chooses to show with their feed posts; none by default (posts show the girl's name only). */
export class PublicNames1795832000000 implements MigrationInterface {
  name = 'PublicNames1795832000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users ADD COLUMN public_name varchar(40)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users DROP COLUMN public_name');
  }
}
