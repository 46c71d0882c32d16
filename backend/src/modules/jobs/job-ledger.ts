import type { EntityManager } from 'typeorm';

import { UsersRepository } from '../users/users.repository';
import { JobsRepository } from './jobs.repository';

/**
 * The users' credits are the users module's, the job rows this module's repository: both over the
 * caller's transaction. The ledger keeps its free-function shape so the runner, the reconciler and
 * the API call it alike.
 */
const users = (m: EntityManager) => new UsersRepository(m.connection);
const jobs = (m: EntityManager) => new JobsRepository(m.connection);

/**
 * Marks a job failed and gives back its credit, at most once however often it is called
 * (a retry, a second worker, a crash between the two statements all end the same).
 */
export async function refundOnce(m: EntityManager, jobId: string, error: string): Promise<void> {
  await jobs(m).failUnlessCompleted(jobId, error, m);
  await giveBack(m, jobId);
}

/** Gives back the credit of a failed job that took one, once; true when this call gave it. */
export async function giveBack(m: EntityManager, jobId: string): Promise<boolean> {
  const owner = await jobs(m).markRefunded(jobId, m);
  if (owner) await users(m).giveCredit(owner, m);
  return owner !== null;
}

/**
 * Undoes a job that could not be queued: its row is deleted and a credit taken for it is given
 * back, once (the DELETE answers the row to one caller only).
 */
export async function withdrawJob(m: EntityManager, jobId: string): Promise<void> {
  const row = await jobs(m).deleteQueued(jobId, m);
  if (row?.charged && !row.refunded) await users(m).giveCredit(row.user_id, m);
}
