import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The provider prediction a job created, so a retry resumes it and a given-up job cancels it. */
export class JobPrediction1795324000000 implements MigrationInterface {
  name = 'JobPrediction1795324000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE generation_jobs ADD COLUMN IF NOT EXISTS prediction_id varchar(100)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE generation_jobs DROP COLUMN IF EXISTS prediction_id');
  }
}
