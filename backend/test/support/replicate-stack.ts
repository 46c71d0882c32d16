import { DEFAULT_MODELS } from '../fixtures/replicate';
import { signUp } from './http';
import { type RunningApi, startApi, startWorker } from './in-process';
import { ownRun } from './own-run';
import { ReplicateServer } from './replicate-server';
import { makeSubscriber } from './subscriber';

export interface ReplicateStack {
  replicate: ReplicateServer;
  api: RunningApi;
  /** a signed-up subscriber's token (every generation of a free user costs a credit: a file's many jobs would run out) */
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
  const run = await ownRun();
  const settings = {
    DATABASE_URL: run.DATABASE_URL,
    QUEUE_PREFIX: run.QUEUE_PREFIX,
    IMAGE_PROVIDER: 'replicate',
    REPLICATE_API_TOKEN: replicate.token,
    REPLICATE_BASE_URL: replicate.baseUrl,
  };
  const api = await startApi(settings);
  const worker = await startWorker(settings);
  const { token, user } = await signUp(api.url);
  await makeSubscriber(user.id, run.DATABASE_URL);
  return {
    replicate,
    api,
    token,
    stop: async () => {
      await worker.close();
      await api.close();
      await replicate.stop();
      await run.drop();
    },
  };
}
