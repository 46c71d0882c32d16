import { Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { predictionsOf } from './prediction-ledger';
import { PredictionRunner, type ReplicateConnection } from './prediction-runner';

/** Stops the provider's prediction of a job that was given up, so it is not left running and billed. */
export abstract class PredictionCanceller {
  /** `m` is the transaction that records the failure; the cancel itself is sent after, not awaited */
  abstract jobGivenUp(m: EntityManager, jobId: string): Promise<void>;
}

/** No provider that bills per prediction (offline, instant). */
export class NoPredictions extends PredictionCanceller {
  async jobGivenUp(): Promise<void> {}
}

/** Cancels each of the job's Replicate predictions (POST /predictions/{id}/cancel) not known to have ended. */
export class ReplicateCanceller extends PredictionCanceller {
  private readonly runner: PredictionRunner;

  constructor(connection: ReplicateConnection) {
    super();
    this.runner = new PredictionRunner(connection, new Logger(ReplicateCanceller.name), 'nothing');
  }

  async jobGivenUp(m: EntityManager, jobId: string): Promise<void> {
    const ids = await predictionsOf(m, jobId);
    for (const id of ids) void this.runner.cancelIfRunning(id);
  }
}
