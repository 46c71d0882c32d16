#!/usr/bin/env node
// `npm run fuzz`: hostile requests against every operation of the OpenAPI document (/api/docs-json).
//
// Starts its own API and worker (backend/dist: build first; the npm script does) with a fresh Postgres
// database, its own Redis prefix and media folder, and removes all of it at the end. FUZZ_URL=http://127.0.0.1:PORT
// fuzzes an instance that already runs instead (loopback only; it must accept two sign-ups from here).
// Character cards are sent too (bench/fuzz/cards.cjs: JSON and PNG, bombs, duplicate chunks, every
// field long and in every script), spread among the others, and a stall canary (bench/fuzz/canary.cjs,
// a process of its own) GETs /api/health every 100 ms for the whole run.
// Prints the count per status, every 5xx with its request, whether the processes are alive at the end,
// the canary's slowest answer and the API's RSS growth, then the targets as PASS/FAIL (0 answers 500,
// 0 crashes, canary max <= 250 ms); exits 1 when one fails (a 5xx other than 503 or a request left
// without an answer counts as a 500).
//
// FUZZ_REQUESTS (10000), FUZZ_CARD_REQUESTS (1000, on top), FUZZ_CONCURRENCY (16), FUZZ_SECONDS (time cap, 900),
// FUZZ_SEED (1), FUZZ_CANARY_MAX_MS (250). The API's RSS growth is printed for all requests in flight
// together; what one request takes alone is bench/stalls.mjs's target.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

import IORedis from 'ioredis';
import pg from 'pg';

const require = createRequire(import.meta.url);
const { makeRequests, runFuzz, operations, prng } = require('./fuzz/requests.cjs');
const { withCards } = require('./fuzz/cards.cjs');
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const num = (name, fallback) => (Number(env[name]) > 0 ? Number(env[name]) : fallback);
const COUNT = num('FUZZ_REQUESTS', 10_000);
const CONCURRENCY = num('FUZZ_CONCURRENCY', 16);
const SECONDS = num('FUZZ_SECONDS', 900);
const SEED = num('FUZZ_SEED', 1);
const CARDS =
  Number.isInteger(Number(env.FUZZ_CARD_REQUESTS)) && env.FUZZ_CARD_REQUESTS ? Number(env.FUZZ_CARD_REQUESTS) : 1000;
const CANARY_MAX_MS = num('FUZZ_CANARY_MAX_MS', 250);
const PG_URL = (env.FUZZ_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const REDIS_URL = env.FUZZ_REDIS_URL || env.REDIS_URL || 'redis://127.0.0.1:6379';
const id = randomBytes(4).toString('hex');
const log = (msg) => console.log(`[fuzz] ${msg}`);
const cleanups = [];

function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });
}

function startProcess(name, script, childEnv, cwd) {
  const child = spawn(process.execPath, [script], { cwd, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail = [];
  const errors = [];
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (/"level":(50|60)/.test(line) && errors.length < 30) errors.push(line.slice(0, 2000));
    }
    if (tail.length > 200) tail.splice(0, tail.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((ok) => child.on('exit', (code, signal) => ok({ code, signal })));
  const proc = { name, child, tail, errors, exited, alive: () => child.exitCode === null && child.signalCode === null };
  cleanups.push(async () => {
    if (!proc.alive()) return;
    child.kill('SIGTERM');
    if (!(await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]))) child.kill('SIGKILL');
  });
  return proc;
}

/** A process's resident memory in MB (NaN without /proc). */
function rssMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * The API's RSS every 50 ms against its level before the run: the largest growth bounds what any
 * single request made it take (all that ran at once counted together).
 */
function rssSampler(proc) {
  const before = rssMb(proc.child.pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(proc.child.pid))), 50);
  return {
    stop: () => {
      clearInterval(timer);
      return { before, peak, growth: peak - before };
    },
  };
}

async function waitHealthy(base, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })).status === 200) return;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  throw new Error(`${base}/api/health did not answer 200 within ${ms / 1000} s`);
}

/** API + worker of our own: database, Redis prefix and media folder made here and removed at the end. */
async function startStack() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'aigirls-fuzz-'));
  const dbName = `aigirls_fuzz_${id}`;
  const prefix = `bench-fuzz-${id}`;
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  cleanups.push(async () => {
    const admin = new pg.Client({ connectionString: `${PG_URL}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).finally(() => admin.end());
  });
  cleanups.push(async () => {
    const redis = new IORedis(REDIS_URL);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
    redis.disconnect();
  });
  const base = `http://127.0.0.1:${port}`;
  const childEnv = {
    PATH: env.PATH,
    HOME: env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: base,
    DATABASE_URL: `${PG_URL}/${dbName}`,
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    MEDIA_DIR: dir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    IMAGE_PROVIDER: 'instant',
    CHAT_PROVIDER: 'offline',
    CHAT_WORD_DELAY_MS: '0',
    LOG_LEVEL: 'warn',
    SOLANA_RPC_URL: 'http://127.0.0.1:9',
    SOLANA_RECEIVER: '11111111111111111111111111111112',
    // the limits are raised so that the run reaches what lies behind them (they have their own tests)
    JOBS_PER_MINUTE: '0',
    CHAT_MESSAGES_PER_MINUTE: '0',
    SIGNIN_FAILURES_PER_USERNAME: '0',
    SIGNIN_FAILURES_PER_IP: '0',
    SIGNUP_LIMIT_PER_HOUR: '0',
  };
  log(`starting API on ${base} and a worker (database ${dbName}, prefix ${prefix})`);
  const api = startProcess('API', join(root, 'backend/dist/main.api.js'), childEnv, dir);
  await waitHealthy(base, 60_000);
  const worker = startProcess('worker', join(root, 'backend/dist/main.worker.js'), childEnv, dir);
  return { base, procs: [api, worker] };
}

/** The stall canary in a process of its own; stop() ends it and answers its figures. */
function startCanary(base) {
  const child = spawn(process.execPath, [join(root, 'bench/fuzz/canary.cjs'), base], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const exited = new Promise((ok) => child.on('exit', ok));
  cleanups.push(async () => child.exitCode === null && child.kill('SIGTERM'));
  return {
    async stop() {
      child.stdin.end();
      await Promise.race([exited, sleep(5000)]);
      return JSON.parse(out.trim() || '{"count":0,"failed":0,"max":0,"p50":0,"p99":0}');
    },
  };
}

async function json(base, method, path, body, token) {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function main() {
  const external = env.FUZZ_URL?.replace(/\/+$/, '');
  const { base, procs } = external ? { base: external, procs: [] } : await startStack();
  const doc = (await json(base, 'GET', '/api/docs-json')).body;
  const ops = operations(doc);
  // two people, each with a girl (and her portrait job): ids the requests can use
  const users = [];
  const ids = [];
  for (const n of [1, 2]) {
    const res = await json(base, 'POST', '/api/auth/signup', {
      username: `fuzz_${id}_${n}`,
      password: `fuzz-${id}-password`,
    });
    if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(res.body)}`);
    users.push(res.body);
    const girl = await json(base, 'POST', '/api/girls', { name: 'Mia', personality: ['Playful'] }, res.body.token);
    if (girl.status === 201) ids.push(girl.body.girl.id, girl.body.jobId);
  }
  log(
    `${ops.length} operations; sending ${COUNT} requests and ${CARDS} card imports, ${CONCURRENCY} at a time, for at most ${SECONDS} s (seed ${SEED})`,
  );
  const canary = startCanary(base);
  const api = procs.find((p) => p.name === 'API');
  const memory = api ? rssSampler(api) : null;
  const started = Date.now();
  const ctx = { users, ids, origin: new URL(base).origin };
  const result = await runFuzz({
    base,
    requests: withCards(makeRequests(doc, ctx, COUNT, SEED), prng(SEED + 1), ctx, CARDS, COUNT),
    concurrency: CONCURRENCY,
    timeMs: SECONDS * 1000,
    onProgress: (sent) => log(`${sent} sent`),
  });
  const seconds = (Date.now() - started) / 1000;
  const stall = await canary.stop();
  const rss = memory?.stop();
  await sleep(500);
  const healthy = await fetch(`${base}/api/health`).then(
    (r) => r.status === 200,
    () => false,
  );
  const dead = procs.filter((p) => !p.alive());

  log(`sent ${result.sent} requests in ${seconds.toFixed(0)} s${result.timedOut ? ' (time cap reached)' : ''}`);
  console.log('\nstatus  count');
  for (const [status, count] of Object.entries(result.counts).sort())
    console.log(`${String(status).padEnd(7)} ${count}`);
  const bad = result.failures.filter((f) => typeof f.status !== 'number' || f.status !== 503);
  for (const f of result.failures)
    console.log(
      `\n${f.status} ${f.method} ${f.path}\n  headers: ${JSON.stringify(f.headers)}\n  body: ${f.body ?? ''}`,
    );
  console.log(
    `\nprocesses alive at the end: ${procs.length ? procs.map((p) => `${p.name} ${p.alive() ? 'yes' : 'NO'}`).join(', ') : '(external)'}; health: ${healthy ? '200' : 'NO ANSWER'}`,
  );
  for (const p of dead) console.log(`\n${p.name} output:\n${p.tail.join('\n')}`);
  for (const p of procs.filter((q) => q.errors.length && bad.length))
    console.log(`\n${p.name} errors logged:\n${p.errors.join('\n')}`);
  const ms = (v) => `${v.toFixed(0)} ms`;
  console.log(
    `\nstall canary (GET /api/health every 100 ms): ${stall.count} answers, ${stall.failed} failed; p50 ${ms(stall.p50)}, p99 ${ms(stall.p99)}, max ${ms(stall.max)}`,
  );
  if (rss)
    console.log(
      `API RSS: ${rss.before.toFixed(1)} MB before the run, at most ${rss.peak.toFixed(1)} MB during it (+${rss.growth.toFixed(1)} MB)`,
    );
  const targets = [
    [`0 answers 500 (5xx other than 503, or none): ${bad.length}`, bad.length === 0],
    [`0 crashes: ${dead.length} dead processes, health ${healthy ? '200' : 'NO ANSWER'}`, dead.length === 0 && healthy],
    [`canary max <= ${CANARY_MAX_MS} ms: ${ms(stall.max)}`, stall.count > 0 && stall.max <= CANARY_MAX_MS],
  ];
  console.log('');
  for (const [text, pass] of targets) console.log(`${pass ? 'PASS' : 'FAIL'}  ${text}`);
  return targets.every(([, pass]) => pass) ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`[fuzz] ${err.stack ?? err}`);
} finally {
  for (const cleanup of cleanups.reverse())
    await cleanup().catch((err) => console.error(`[fuzz] clean-up: ${err.message}`));
}
process.exit(code);
