import type { DataSource, EntityManager } from 'typeorm';

/** A job's step that runs one model: `image`, `video`, `faceSwap`, `removeBackground`, `upscale`. */
export interface JobStep {
  jobId: string;
  step: string;
  /** the job goes on without this step when it fails, so no retry will resume its prediction */
  optional?: boolean;
}

/** The prediction a step created on an earlier attempt, and how many the step has created in all. */
export interface RecordedPrediction {
  id: string;
  created: number;
}

/**
 * Where each job's predictions are kept (table job_predictions, one row per step), so that one job
 * never bills a prediction it cannot find again: a retry resumes its step's prediction, a given-up
 * job cancels every one still running.
 */
export interface PredictionLedger {
  find(step: JobStep): Promise<RecordedPrediction | null>;
  /** written as soon as the prediction is created; counts it */
  record(step: JobStep, predictionId: string): Promise<void>;
  /** runs `work` (find, then resume or create and record) while no other attempt of the job does it for this step */
  exclusive<T>(step: JobStep, work: () => Promise<T>): Promise<T>;
}

/** Every prediction the job created (any step), for the cancel of a given-up job. */
export async function predictionsOf(m: EntityManager | DataSource, jobId: string): Promise<string[]> {
  const rows: { prediction_id: string }[] = await m.query(
    'SELECT prediction_id FROM job_predictions WHERE job_id = $1 ORDER BY updated_at',
    [jobId],
  );
  return rows.map((r) => r.prediction_id);
}

/** The ledger on the job_predictions table. */
export class JobsTableLedger implements PredictionLedger {
  constructor(private readonly db: DataSource) {}

  async find({ jobId, step }: JobStep): Promise<RecordedPrediction | null> {
    const rows: { prediction_id: string; created: number }[] = await this.db.query(
      'SELECT prediction_id, created FROM job_predictions WHERE job_id = $1 AND step = $2',
      [jobId, step],
    );
    return rows[0] ? { id: rows[0].prediction_id, created: rows[0].created } : null;
  }

  /**
   * Two attempts of one job can run at once (a worker that lost the job's lock while still alive);
   * a transaction-scoped advisory lock per job step makes the second wait until the first has
   * recorded its prediction, then find and resume it instead of creating another. The record is
   * written on its own connection, so it is visible before the lock is let go.
   */
  exclusive<T>({ jobId, step }: JobStep, work: () => Promise<T>): Promise<T> {
    return this.db.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`prediction:${jobId}:${step}`]);
      return work();
    });
  }

  async record({ jobId, step }: JobStep, predictionId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO job_predictions (job_id, step, prediction_id) VALUES ($1, $2, $3)
       ON CONFLICT (job_id, step) DO UPDATE SET prediction_id = $3, created = job_predictions.created + 1, updated_at = now()`,
      [jobId, step, predictionId],
    );
  }
}
