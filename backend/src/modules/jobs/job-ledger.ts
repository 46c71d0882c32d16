import type { EntityManager } from 'typeorm';

/**
 * Marks a job failed and gives back its credit, at most once however often it is called
 * (a retry, a second worker, a crash between the two statements all end the same).
 */
export async function refundOnce(m: EntityManager, jobId: string, error: string): Promise<void> {
  await m.query(
    `UPDATE generation_jobs SET status = 'failed', stage = 'failed', error = $2, updated_at = now()
     WHERE id = $1 AND status <> 'completed'`,
    [jobId, error],
  );
  // TypeORM answers an UPDATE as [rows, count]
  const [refunded]: [{ user_id: string }[], number] = await m.query(
    `UPDATE generation_jobs SET refunded = true WHERE id = $1 AND charged AND NOT refunded AND status = 'failed' RETURNING user_id`,
    [jobId],
  );
  if (refunded.length) await m.query('UPDATE users SET credits = credits + 1 WHERE id = $1', [refunded[0].user_id]);
}
