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
  await giveBack(m, jobId);
}

/** Gives back the credit of a failed job that took one, once; true when this call gave it. */
export async function giveBack(m: EntityManager, jobId: string): Promise<boolean> {
  // TypeORM answers an UPDATE as [rows, count]
  const [rows]: [{ user_id: string }[], number] = await m.query(
    `UPDATE generation_jobs SET refunded = true WHERE id = $1 AND charged AND NOT refunded AND status = 'failed' RETURNING user_id`,
    [jobId],
  );
  if (rows.length) await m.query('UPDATE users SET credits = credits + 1 WHERE id = $1', [rows[0].user_id]);
  return rows.length > 0;
}

/**
 * Takes one credit from a free user in one conditional UPDATE (never below 0); subscribers keep
 * theirs. Answers the credits left and whether one was taken, or null when none is left.
 */
export async function takeCredit(m: EntityManager, userId: string): Promise<{ credits: number; charged: boolean } | null> {
  const [rows]: [{ credits: number; subscribed: boolean }[], number] = await m.query(
    `UPDATE users SET credits = CASE WHEN sub_end > now() THEN credits ELSE credits - 1 END
     WHERE id = $1 AND (sub_end > now() OR credits > 0)
     RETURNING credits, COALESCE(sub_end > now(), false) AS subscribed`,
    [userId],
  );
  return rows.length ? { credits: rows[0].credits, charged: !rows[0].subscribed } : null;
}

/**
 * Undoes a job that could not be queued: its row is deleted and a credit taken for it is given
 * back, once (the DELETE answers the row to one caller only).
 */
export async function withdrawJob(m: EntityManager, jobId: string): Promise<void> {
  const [rows]: [{ user_id: string; charged: boolean; refunded: boolean }[], number] = await m.query(
    `DELETE FROM generation_jobs WHERE id = $1 AND status = 'queued' RETURNING user_id, charged, refunded`,
    [jobId],
  );
  if (rows[0]?.charged && !rows[0].refunded) await m.query('UPDATE users SET credits = credits + 1 WHERE id = $1', [rows[0].user_id]);
}
