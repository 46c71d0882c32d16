import type { DataSource, EntityManager } from 'typeorm';

/**
 * Where a job's prediction id is kept (generation_jobs.prediction_id), so that one job never
 * bills two predictions: a retry resumes the one it finds, a given-up job cancels it.
 */
export interface PredictionLedger {
  /** the prediction the job created on an earlier attempt, or null */
  find(jobId: string): Promise<string | null>;
  /** written as soon as the prediction is created */
  record(jobId: string, predictionId: string): Promise<void>;
}

export async function predictionOf(m: EntityManager | DataSource, jobId: string): Promise<string | null> {
  const rows: { prediction_id: string | null }[] = await m.query('SELECT prediction_id FROM generation_jobs WHERE id = $1', [jobId]);
  return rows[0]?.prediction_id ?? null;
}

/** The ledger on the generation_jobs table. */
export class JobsTableLedger implements PredictionLedger {
  constructor(private readonly db: DataSource) {}

  find(jobId: string): Promise<string | null> {
    return predictionOf(this.db, jobId);
  }

  async record(jobId: string, predictionId: string): Promise<void> {
    await this.db.query('UPDATE generation_jobs SET prediction_id = $2 WHERE id = $1', [jobId, predictionId]);
  }
}
