import { Logger } from '@nestjs/common';

import { isDependencyDown } from '../../infra/http/dependency-errors';

const logger = new Logger('Durable');

/** How long a job's bookkeeping keeps trying while Postgres is down (a 60 s outage and then some). */
export const DURABLE_DEADLINE_MS = 10 * 60_000;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;

/** Thrown when the caller gave up waiting (the worker is shutting down). */
export class Abandoned extends Error {
  constructor() {
    super('abandoned: the worker is shutting down');
  }
}

/**
 * Runs `op` until it succeeds; an outage of Postgres or Redis (connection errors only) is waited out
 * with back-off, any other error is thrown at once. Gives up after the deadline or when `stop()` says so.
 */
export async function durably<T>(
  what: string,
  op: () => Promise<T>,
  stop: () => boolean = () => false,
  deadlineMs = DURABLE_DEADLINE_MS,
): Promise<T> {
  const end = Date.now() + deadlineMs;
  let delay = FIRST_DELAY_MS;
  let warned = false;
  for (;;) {
    if (stop()) throw new Abandoned();
    try {
      const result = await op();
      if (warned) logger.log(`${what}: written after the outage`);
      return result;
    } catch (err) {
      if (!isDependencyDown(err) || Date.now() + delay > end) throw err;
      if (!warned) logger.warn(`${what}: ${(err as Error).message}; retrying until the database answers`);
      warned = true;
    }
    await new Promise((r) => setTimeout(r, delay));
    delay = Math.min(delay * 2, MAX_DELAY_MS);
  }
}
