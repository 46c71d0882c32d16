// pipeline.mjs's floor: bare BullMQ (add -> worker -> QueueEvents 'completed') on the same Redis,
// with the app's job options and lock settings, its worker in a process of its own.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

import { Queue, QueueEvents, Worker } from 'bullmq';
import IORedis from 'ioredis';

import { env } from '../lib/common.mjs';
import { deleteKeys, id, log, onCleanup, REDIS_URL, root, startNode } from '../lib/processes.mjs';
import { phases } from './phases.mjs';
import { BARE_INPROCESS, CONCURRENCY, deadline, JOB_TIMEOUT_MS, over } from './settings.mjs';

const barePrefix = `bench-bare-${id}`;

export async function benchBare() {
  onCleanup(async () => {
    const n = await deleteKeys(barePrefix);
    if (n) log(`deleted ${n} Redis keys under ${barePrefix}:`);
  });
  const redisOpts = { maxRetriesPerRequest: null };
  const qConn = new IORedis(REDIS_URL, redisOpts);
  const eConn = new IORedis(REDIS_URL, redisOpts);
  // the same job options as the app's QueueService, so only the app's own work differs
  const queue = new Queue('bare', {
    connection: qConn,
    prefix: barePrefix,
    defaultJobOptions: {
      attempts: 3,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: 3600, count: 5000 },
      removeOnFail: { age: 24 * 3600 },
    },
  });
  const events = new QueueEvents('bare', { connection: eConn, prefix: barePrefix });
  events.on('error', (err) => log(`bare queue events: ${err.message}`));
  onCleanup(async () => {
    await Promise.allSettled([events.close(), queue.close()]);
    [qConn, eConn].forEach((c) => c.disconnect());
  });
  // the worker runs in its own process, as the app's does (BENCH_BARE_INPROCESS=1: in this one)
  let worker;
  if (BARE_INPROCESS) {
    const wConn = new IORedis(REDIS_URL, redisOpts);
    worker = new Worker('bare', async () => ({ ok: 1 }), {
      connection: wConn,
      prefix: barePrefix,
      concurrency: CONCURRENCY,
    });
    worker.on('error', (err) => log(`bare worker: ${err.message}`));
    onCleanup(async () => {
      await worker.close(true).catch(() => undefined);
      wConn.disconnect();
    });
    await worker.waitUntilReady();
  } else {
    const proc = startNode('bare worker', join(root, 'bench/bare-worker.mjs'), {
      env: { ...env, REDIS_URL, BARE_PREFIX: barePrefix, BARE_CONCURRENCY: String(CONCURRENCY) },
      onExit: (proc) => deadline.abort(new Error(`${proc.name} exited`)),
    });
    const until = performance.now() + 15_000;
    while (!proc.tail.includes('ready')) {
      if (performance.now() > until || over())
        throw new Error(`the bare worker did not start: ${proc.tail.join('\n')}`);
      await sleep(50);
    }
  }
  await Promise.all([events.waitUntilReady(), queue.waitUntilReady()]);

  const waiters = new Map();
  const early = new Map();
  events.on('completed', ({ jobId }) => {
    const at = performance.now();
    const w = waiters.get(jobId);
    if (w) {
      waiters.delete(jobId);
      w(at);
    } else early.set(jobId, at);
  });
  let seq = 0;
  const submit = async (_i, t0 = performance.now()) => {
    const jobId = `b${++seq}`;
    let timer;
    const done = new Promise((resolve) => {
      waiters.set(jobId, resolve);
      timer = setTimeout(() => {
        waiters.delete(jobId);
        resolve(null);
      }, JOB_TIMEOUT_MS);
    });
    await queue.add('bare', { n: seq }, { jobId });
    const tAdd = performance.now();
    if (early.has(jobId)) {
      waiters.get(jobId)?.(early.get(jobId));
      early.delete(jobId);
    }
    const end = await done;
    clearTimeout(timer);
    return end === null ? { ok: false, t0, error: 'timeout' } : { ok: true, t0, tHttp: tAdd, end };
  };

  return phases('bare BullMQ', submit);
}
