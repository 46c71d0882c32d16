import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { UserAccounts } from '../users/user-accounts.writer';
import { JobsRepository } from './jobs.repository';

/**
 * A job's credit, over the caller's transaction: the job rows are this module's repository, the
 * users' credits the users module's writer (UserAccounts.giveCredit). The runner, the reconciler and
 * the API call it alike.
 */
@Injectable()
export class JobLedger {
  constructor(
    @Inject(JobsRepository) private readonly jobs: JobsRepository,
    @Inject(UserAccounts) private readonly users: UserAccounts,
  ) {}

  /**
   * Marks a job failed and gives back its credit, at most once however often it is called
   * (a retry, a second worker, a crash between the two statements all end the same).
   */
  async refundOnce(m: EntityManager, jobId: string, error: string): Promise<void> {
    await this.jobs.failUnlessCompleted(jobId, error, m);
    await this.giveBack(m, jobId);
  }

  /** Gives back the credit of a failed job that took one, once; true when this call gave it. */
  async giveBack(m: EntityManager, jobId: string): Promise<boolean> {
    const owner = await this.jobs.markRefunded(jobId, m);
    if (owner) await this.users.giveCredit(owner, m);
    return owner !== null;
  }

  /**
   * Undoes a job that could not be queued: its row is deleted and a credit taken for it is given
   * back, once (the DELETE answers the row to one caller only).
   */
  async withdrawJob(m: EntityManager, jobId: string): Promise<void> {
    const row = await this.jobs.deleteQueued(jobId, m);
    if (row?.charged && !row.refunded) await this.users.giveCredit(row.user_id, m);
  }
}
