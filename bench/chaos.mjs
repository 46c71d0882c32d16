#!/usr/bin/env node
// `npm run chaos`: crashes and outages under load, and what they cost. It starts its own redis-server
// and Postgres (free ports, data in a temp folder), an API and two workers from backend/dist (build
// first; the npm script does), runs the cases one after the other and prints one table. Every process
// it started is stopped by PID at the end, also on failure or Ctrl-C. See bench/README.md.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

import { Client, submit, Tally, traffic } from './chaos/client.mjs';
import { print, settle } from './chaos/report.mjs';
import { log, Stack } from './chaos/stack.mjs';
import { cleanUp, printTails, waitHealthy } from './lib/processes.mjs';

const RECONCILE_S = 10;
const JOB_MS = 6000;
const stack = new Stack();
let client;
let api;
const workers = {};

function env(extra = {}) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    PORT: String(stack.apiPort),
    DATABASE_URL: stack.dbUrl,
    REDIS_URL: stack.redisUrl,
    QUEUE_PREFIX: 'chaos',
    MEDIA_DIR: `${stack.dir}/media`,
    SESSION_SECRET: secret,
    LOG_LEVEL: 'warn',
    IMAGE_PROVIDER: 'instant',
    INSTANT_IMAGE_DELAY_MS: String(JOB_MS),
    CHAT_PROVIDER: 'offline',
    CHAT_WORD_DELAY_MS: '300',
    WORKER_CONCURRENCY: '50',
    RECONCILE_INTERVAL_SECONDS: String(RECONCILE_S),
    SHUTDOWN_GRACE_SECONDS: '20',
    SIGNUP_LIMIT_PER_HOUR: '0',
    ...extra,
  };
}
const secret = randomBytes(32).toString('hex');

/** The API answers 200 with both workers' heartbeats. */
const healthy = (timeoutMs = 60_000) => waitHealthy(stack.apiUrl, { timeoutMs, workers: 2 });

/** A worker process, once it takes jobs (it says so in its log). */
async function startWorker(name, extra) {
  // the log file gathers every run of this name: wait for one more 'listening' line than before
  const ready = () => {
    const path = `${stack.dir}/${name}.log`;
    return existsSync(path) ? (readFileSync(path, 'utf8').match(/listening on queues/g) ?? []).length : 0;
  };
  const before = ready();
  workers[name] = stack.spawnNode(name, 'main.worker.js', env({ LOG_LEVEL: 'info', ...extra }));
  const end = Date.now() + 90_000;
  while (Date.now() < end) {
    if (ready() > before) return;
    await sleep(200);
  }
  throw new Error(`worker ${name} did not start`);
}

/** Seconds from `t0` until the last of the jobs running then (and silent since) showed progress again. */
function takeover(t0, ids) {
  let worst = null;
  for (const id of ids) {
    const times = client.progress.get(id) ?? [];
    const before = times.filter((t) => t <= t0);
    const after = times.filter((t) => t > t0);
    if (!before.length || !after.length || ((client.pushes.get(id) ?? 0) > 0 && after.length === 0)) continue;
    if (after[0] - t0 < 1500) continue; // it kept running: not on the stopped worker
    worst = Math.max(worst ?? 0, (after[0] - t0) / 1000);
  }
  return worst;
}

/** Seconds from `t0` until every one of the jobs showed progress again (all ran on the stopped worker). */
function resumed(t0, ids) {
  let worst = null;
  for (const id of ids) {
    const first = (client.progress.get(id) ?? []).find((t) => t > t0);
    if (first !== undefined) worst = Math.max(worst ?? 0, (first - t0) / 1000);
  }
  return worst;
}

/** `n` jobs as fast as 10 clients can send them. */
async function burst(tally, n) {
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < n) await submit(client, tally, next++);
    }),
  );
}

async function outage(name, seconds, down, up) {
  const tally = new Tally(name, await client.users(4));
  let stop = false;
  const load = traffic(client, tally, 4, () => stop);
  await sleep(3000);
  await down();
  await sleep(seconds * 1000);
  await up();
  tally.recoveryFrom = Date.now();
  await sleep(8000);
  stop = true;
  await load;
  return settle(client, tally);
}

const cases = {
  async kill9() {
    const tally = new Tally('kill -9 of a worker, 100 jobs in flight', await client.users(5));
    await burst(tally, 100);
    await sleep(2500);
    const t0 = Date.now();
    await stack.stop(workers.a, 'SIGKILL');
    await sleep(12_000);
    tally.takeover = takeover(t0, [...tally.accepted]);
    await startWorker('a');
    return settle(client, tally);
  },
  redis20: () =>
    outage(
      'Redis down 20 s under traffic',
      20,
      () => stack.redisDown(),
      () => stack.redisUp(),
    ),
  pg20: () =>
    outage(
      'Postgres down 20 s under traffic',
      20,
      () => stack.pgDown(),
      () => stack.pgUp(),
    ),
  pg60: () =>
    outage(
      'Postgres down 60 s under traffic',
      60,
      () => stack.pgDown(),
      () => stack.pgUp(),
    ),
  async redisEmpty() {
    const tally = new Tally('Redis restarted empty', await client.users(4));
    await burst(tally, 30);
    await sleep(2000);
    await stack.redisDown('SIGKILL');
    await stack.redisUp({ empty: true });
    tally.recoveryFrom = Date.now();
    let stop = false;
    const load = traffic(client, tally, 2, () => stop);
    await sleep(6000);
    stop = true;
    await load;
    return settle(client, tally);
  },
  async sigterm() {
    const grace = 4;
    const slow = { INSTANT_IMAGE_DELAY_MS: '15000', SHUTDOWN_GRACE_SECONDS: String(grace) };
    await Promise.all([stack.stop(workers.a), stack.stop(workers.b)]);
    // every job runs on worker a; b comes up after them and takes them over
    await startWorker('a', slow);
    const tally = new Tally(`SIGTERM, jobs of 15 s, grace ${grace} s`, await client.users(4));
    await burst(tally, 20);
    await startWorker('b', slow);
    const exitS = await stack.stop(workers.a, 'SIGTERM');
    const t0 = Date.now();
    await sleep(12_000);
    tally.takeover = resumed(t0, [...tally.accepted]);
    const row = await settle(client, tally, {
      note: `worker exited ${exitS.toFixed(1)} s after SIGTERM (target <= ${grace + 2}); takeover counted from its exit`,
    });
    await stack.stop(workers.b);
    await startWorker('a');
    await startWorker('b');
    await healthy();
    return row;
  },
  async chat() {
    const tally = new Tally('API killed mid-reply (streaming chat)', await client.users(1));
    const [user] = tally.users;
    await client.request('GET', `/api/chats/${user.girlId}`, { token: user.token });
    let tokens = 0;
    user.socket.on('chat:token', () => tokens++);
    const reply = client.request('POST', '/api/girl-chat', {
      token: user.token,
      body: { girlId: user.girlId, newUserMessage: 'Tell me about your day, in detail.' },
    });
    const end = Date.now() + 20_000;
    while (tokens === 0 && Date.now() < end) await sleep(50);
    await stack.stop(api, 'SIGKILL');
    const killedAt = Date.now();
    await reply;
    api = stack.spawnNode('api2', 'main.api.js', env());
    await healthy();
    // API.md: a reply whose writer died ends within 2 minutes (the stale-reply sweep of the reconciler)
    let res;
    let loading = 1;
    while (Date.now() - killedAt < 120_000) {
      res = await client.request('GET', `/api/chats/${user.girlId}`, { token: user.token });
      const messages = res.body?.messages ?? [];
      loading = messages.filter((m) => m.loading).length;
      if (!loading && messages.length) break;
      await sleep(2000);
    }
    const seconds = ((Date.now() - killedAt) / 1000).toFixed(1);
    const last = (res?.body?.messages ?? []).at(-1);
    return {
      case: tally.name,
      accepted: 1,
      completed: 1 - loading,
      failed: 0,
      unfinished: loading,
      duplicated: 0,
      'credits lost': 0,
      'double refunds': 0,
      '500s': res?.status >= 500 ? 1 : 0,
      'slow 503s': 0,
      'takeover s': '-',
      'recovery s': loading ? '-' : seconds,
      note: `${tokens} tokens before the kill; ended as: ${JSON.stringify(last?.text ?? null)}`,
    };
  },
};

async function main() {
  const only = process.env.CHAOS_CASES?.split(',').filter(Boolean);
  await stack.init();
  log(`redis :${stack.redisPort}, postgres :${stack.pgPort}, api :${stack.apiPort}, data in ${stack.dir}`);
  client = new Client(stack);
  api = stack.spawnNode('api', 'main.api.js', env());
  await startWorker('a');
  await startWorker('b');
  await healthy(120_000);
  const table = [];
  for (const [key, run] of Object.entries(cases)) {
    if (only && !only.includes(key)) continue;
    log(`case ${key}...`);
    try {
      const row = await run();
      table.push(row);
      log(JSON.stringify(row));
    } catch (err) {
      table.push({ case: key, note: `did not run to the end: ${err.message}` });
      log(`case ${key} broke: ${err.stack}`);
    }
    await healthy().catch(() => undefined);
  }
  print(table);
  const failed = table.some(
    (r) =>
      r.note?.startsWith('did not') ||
      r.unfinished ||
      r.duplicated ||
      r['credits lost'] ||
      r['double refunds'] ||
      r['500s'] ||
      r['slow 503s'] ||
      Number(r['takeover s']) > 10,
  );
  process.exitCode = failed ? 1 : 0;
}

let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  client?.close();
  await cleanUp();
}
for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => cleanup().finally(() => process.exit(130)));
main()
  .catch((err) => {
    console.error(err);
    printTails();
    process.exitCode = 1;
  })
  .finally(cleanup);
