import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Her style (Realistic or Anime) is part of her: every later picture and new look keeps it. */
export class GirlStyle1795327000000 implements MigrationInterface {
  name = 'GirlStyle1795327000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE girls ADD COLUMN style varchar(20) NOT NULL DEFAULT 'Realistic' CHECK (style IN ('Realistic', 'Anime'))`);
    // girls made before: the style their portrait was drawn in, read from its prompt
    await q.query(`
      UPDATE girls g SET style = 'Anime'
      WHERE EXISTS (SELECT 1 FROM generation_jobs j WHERE j.kind = 'portrait' AND j.input->>'girlId' = g.id::text AND j.input->>'prompt' LIKE '%Anime style%')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE girls DROP COLUMN IF EXISTS style');
  }
}
