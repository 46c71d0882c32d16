import { prepareDatabase } from '../../src/infra/database/prepare-database';
import { dropRedisPrefix, dropTestDatabase } from './cleanup';
import { newTestEnv } from './test-env';

export interface OwnRun {
  DATABASE_URL: string;
  QUEUE_PREFIX: string;
  /** drops the database and every key of the prefix */
  drop(): Promise<void>;
}

/**
 * A database (created and migrated) and a queue prefix of one test's own, for a stack whose workers must
 * not take jobs of other test files: the run's shared queue may hold jobs a file left queued, and the
 * reconciler of any API or worker on the run's shared database queues again the rows a file left
 * queued (after 10 s), so a worker there may run them, on its provider, into its media folder.
 */
export async function ownRun(): Promise<OwnRun> {
  const { DATABASE_URL, QUEUE_PREFIX } = newTestEnv(process.env.MEDIA_DIR!);
  await prepareDatabase(DATABASE_URL);
  return {
    DATABASE_URL,
    QUEUE_PREFIX,
    drop: async () => {
      await dropTestDatabase(DATABASE_URL);
      await dropRedisPrefix(process.env.REDIS_URL!, QUEUE_PREFIX);
    },
  };
}
