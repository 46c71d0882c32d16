#!/usr/bin/env node
// The bare BullMQ baseline's worker, in its own process like the app's worker: takes jobs of queue
// `bare` under BARE_PREFIX and answers a tiny value at once. Started and stopped by pipeline.mjs.
import { Worker } from 'bullmq';
import IORedis from 'ioredis';

const { REDIS_URL = 'redis://127.0.0.1:6379', BARE_PREFIX, BARE_CONCURRENCY = '50' } = process.env;
if (!BARE_PREFIX) throw new Error('BARE_PREFIX is required');

const connection = new IORedis(REDIS_URL, { maxRetriesPerRequest: null });
// the same lock settings as the app's JobRunnerService
const worker = new Worker('bare', async () => ({ ok: 1 }), {
  connection,
  prefix: BARE_PREFIX,
  concurrency: Number(BARE_CONCURRENCY),
  lockDuration: 5_000,
  stalledInterval: 2_000,
  maxStalledCount: 3,
});
worker.on('error', (err) => console.error(`bare worker: ${err.message}`));
await worker.waitUntilReady();
console.log('ready');

const stop = async () => {
  await worker.close();
  connection.disconnect();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
