import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every provider prediction a job created, one row per step (`image`, `faceSwap`, `upscale`…): a job
 * that runs two models (a picture then her face, a picture then its upscale) keeps both, so a retry
 * resumes the right one and a given-up job cancels whichever is running. `created` counts the
 * predictions made for the step (bounded: see PredictionRunner). generation_jobs.prediction_id
 * (one per job) is no longer written; its ids of unfinished jobs are carried over.
 */
export class JobPredictionSteps1795400000000 implements MigrationInterface {
  name = 'JobPredictionSteps1795400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE job_predictions (
        job_id uuid NOT NULL REFERENCES generation_jobs(id) ON DELETE CASCADE,
        step varchar(40) NOT NULL,
        prediction_id varchar(100) NOT NULL,
        created smallint NOT NULL DEFAULT 1,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (job_id, step)
      )`);
    await q.query(`
      INSERT INTO job_predictions (job_id, step, prediction_id)
      SELECT id, 'earlier', prediction_id FROM generation_jobs
      WHERE prediction_id IS NOT NULL AND status IN ('queued', 'active')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS job_predictions');
  }
}
