import { prepareDatabase } from '../../src/infra/database/prepare-database';
import { DEFAULT_MODELS } from '../fixtures/replicate';
import { dropRedisPrefix, dropTestDatabase } from './cleanup';
import { signUp } from './http';
import { type RunningApi, startApi, startWorker } from './in-process';
import { ReplicateServer } from './replicate-server';
import { newTestEnv } from './test-env';

export interface ReplicateStack {
  replicate: ReplicateServer;
  api: RunningApi;
  /** a signed-up user's token */
  token: string;
  stop(): Promise<void>;
}

/**
 * An API and a worker with IMAGE_PROVIDER=replicate against a local Replicate-protocol server serving the default
 * models, on a database and queue prefix of their own: the offline workers of other test files must not take this
 * stack's jobs, and this worker must not run theirs (or adopt their stranded rows) against this server.
 */
export async function startReplicateStack(): Promise<ReplicateStack> {
  const replicate = await new ReplicateServer().start();
  for (const [name, model] of Object.entries(DEFAULT_MODELS)) replicate.models.set(name, model);
  const { DATABASE_URL, QUEUE_PREFIX } = newTestEnv(process.env.MEDIA_DIR!);
  await prepareDatabase(DATABASE_URL);
  const settings = {
    DATABASE_URL,
    QUEUE_PREFIX,
    IMAGE_PROVIDER: 'replicate',
    REPLICATE_API_TOKEN: replicate.token,
    REPLICATE_BASE_URL: replicate.baseUrl,
  };
  const api = await startApi(settings);
  const worker = await startWorker(settings);
  const { token } = await signUp(api.url);
  return {
    replicate,
    api,
    token,
    stop: async () => {
      await worker.close();
      await api.close();
      await replicate.stop();
      await dropTestDatabase(DATABASE_URL);
      await dropRedisPrefix(process.env.REDIS_URL!, QUEUE_PREFIX);
    },
  };
}
