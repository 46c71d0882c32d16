// The one way a bench script starts, waits for and stops processes: the API and worker from
// backend/dist on a fresh database and Redis prefix, the bare floors and the stall canary. Every
// process is tracked by PID, its last output kept (printed on failure), and stopped at the end with a
// timeout; the database, the prefix's keys and the media folder are dropped after them (cleanUp).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

import IORedis from 'ioredis';
import pg from 'pg';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
export const REDIS_URL = env.BENCH_REDIS_URL || env.REDIS_URL || 'redis://127.0.0.1:6379';
export const PG_URL = (env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
/** This run's id: in database names, Redis prefixes and user names. */
export const id = randomBytes(4).toString('hex');

const started = performance.now();
let partName = 'bench';
/** Names the part in every log line: `[name 12.3s] message`. */
export const setPart = (name) => (partName = name);
export const log = (msg) =>
  console.log(`[${partName} ${((performance.now() - started) / 1000).toFixed(1).padStart(5)}s] ${msg}`);

export function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });
}

// ---------------------------------------------------------------- clean-up

const cleanups = [];
/** Every process started, in order (read it; track() adds to it). */
export const children = [];
let cleaning = null;
export const onCleanup = (fn) => cleanups.push(fn);

/** Runs every clean-up, last registered first, once (a second call waits for the first). */
export function cleanUp() {
  cleaning ??= (async () => {
    for (const fn of cleanups.splice(0).reverse()) {
      try {
        await fn();
      } catch (err) {
        log(`clean-up: ${err.message}`);
      }
    }
  })().finally(() => (cleaning = null));
  return cleaning;
}

/** The last output of every process started, for a failed run. */
export function printTails() {
  for (const p of children) {
    const tail = p.logFile ? fileTail(p.logFile) : p.tail;
    if (tail.length) console.error(`\n--- last output of ${p.name}:\n${tail.join('\n')}`);
  }
}

function fileTail(path, lines = 40) {
  try {
    return readFileSync(path, 'utf8').split('\n').filter(Boolean).slice(-lines);
  } catch {
    return [];
  }
}

// ---------------------------------------------------------------- processes

/** BENCH_NODE_ARGS: node flags for every process a part starts, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof". */
const NODE_ARGS = (env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);

/**
 * Tracks a child process: its last `keepLines` lines of output in `tail`, its error log lines (pino
 * level 50/60) in `errors`; an exit nobody asked for is logged and passed to `onExit`. It is stopped
 * at clean-up with `stopWith` (stopProcess's options).
 */
export function track(name, child, { keepLines = 40, onExit, stopWith, logFile } = {}) {
  const tail = [];
  const errors = [];
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (/"level":(50|60)/.test(line) && errors.length < 30) errors.push(line.slice(0, 2000));
    }
    if (tail.length > keepLines) tail.splice(0, tail.length - keepLines);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise((ok) => child.once('exit', (code, signal) => ok({ code, signal })));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const proc = { name, child, tail, errors, exited, alive, logFile, stopping: false };
  exited.then(({ code, signal }) => {
    if (proc.stopping) return;
    const last = logFile ? fileTail(logFile) : tail;
    log(`${name} exited early (code ${code}, signal ${signal}); its last output:\n${last.join('\n')}`);
    onExit?.(proc, code, signal);
  });
  children.push(proc);
  onCleanup(() => stopProcess(proc, stopWith));
  return proc;
}

/**
 * A Node script in a process of its own (with BENCH_NODE_ARGS unless `nodeArgs` says otherwise);
 * output kept in memory, or appended to `logFile`. Options as track's.
 */
export function startNode(
  name,
  script,
  { env: childEnv, cwd = root, args = [], nodeArgs = NODE_ARGS, logFile, stdin = 'ignore', ...rest },
) {
  const fd = logFile ? openSync(logFile, 'a') : null;
  const out = fd ?? 'pipe';
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    cwd,
    env: childEnv,
    stdio: [stdin, out, logFile ? out : 'pipe'],
  });
  if (fd !== null) closeSync(fd);
  return track(name, child, { logFile, ...rest });
}

/** Stops a process: `signal`, then SIGKILL if it is still there after `waitMs`. Answers the seconds it took. */
export async function stopProcess(proc, { signal = 'SIGTERM', waitMs = 10_000 } = {}) {
  if (!proc.alive()) return 0;
  const t0 = performance.now();
  proc.stopping = true;
  proc.child.kill(signal);
  const done = await Promise.race([proc.exited.then(() => true), sleep(waitMs).then(() => false)]);
  if (!done) {
    log(`${proc.name} did not stop within ${waitMs / 1000} s: SIGKILL`);
    proc.child.kill('SIGKILL');
    await proc.exited;
  }
  return (performance.now() - t0) / 1000;
}

/** Waits until the process has printed `line` (a floor's "ready"). */
export async function waitForLine(proc, line, timeoutMs = 60_000) {
  const until = performance.now() + timeoutMs;
  while (!proc.tail.includes(line)) {
    if (!proc.alive()) throw new Error(`${proc.name} exited before it printed "${line}"`);
    if (performance.now() > until) throw new Error(`${proc.name} did not print "${line}" within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

/**
 * GET /api/health until it answers 200 (and, with `workers`, reports that many workers alive).
 * `signal` (an AbortSignal) ends the wait early with its reason.
 */
export async function waitHealthy(base, { timeoutMs = 60_000, workers = 0, signal } = {}) {
  const until = performance.now() + timeoutMs;
  let last = 'no answer';
  while (performance.now() < until && !signal?.aborted) {
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
      const body = await res.text();
      const count = res.status === 200 ? (JSON.parse(body).info?.workers?.count ?? 0) : 0;
      if (res.status === 200 && count >= workers) return;
      last = res.status === 200 ? `${count} of ${workers} workers up` : `HTTP ${res.status}: ${body.slice(0, 200)}`;
    } catch (err) {
      last = err.message;
    }
    await sleep(200);
  }
  if (signal?.aborted) throw signal.reason;
  throw new Error(`GET ${base}/api/health did not answer as ready within ${timeoutMs / 1000} s (${last})`);
}

/** The stall canary (bench/fuzz/canary.cjs) in a process of its own; stop() ends it and answers its figures. */
export function startCanary(base, args = []) {
  const proc = startNode('canary', join(root, 'bench/fuzz/canary.cjs'), {
    env,
    args: [base, ...args],
    nodeArgs: [],
    stdin: 'pipe',
  });
  let out = '';
  proc.child.stdout.on('data', (d) => (out += d));
  return {
    async stop() {
      proc.stopping = true;
      proc.child.stdin.end();
      await Promise.race([proc.exited, sleep(5000)]);
      return JSON.parse(out.trim() || '{"count":0,"failed":0,"max":0,"p50":0,"p99":0}');
    },
  };
}

// ---------------------------------------------------------------- the app's processes

export async function dropDatabase(name, pgUrl = PG_URL) {
  const admin = new pg.Client({ connectionString: `${pgUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Deletes every key under `prefix:`; answers how many. */
export async function deleteKeys(prefix, redisUrl = REDIS_URL) {
  const redis = new IORedis(redisUrl, { maxRetriesPerRequest: 1 });
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) deleted += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return deleted;
}

/**
 * The API (and the worker unless `worker: false`) from backend/dist: a database `<name>_<label>` the
 * API creates and migrates (`dbQuery` appended to its URL), Redis prefix `bench-<label>`, media in a
 * temp folder, `IMAGE_PROVIDER=instant`, `LOG_LEVEL=warn`, `NODE_ENV=production`, `extraEnv` on top.
 * Answers once /api/health says 200 with the worker alive. stop() stops both; all of it is removed at
 * clean-up.
 */
export async function startStack({
  worker = true,
  extraEnv = {},
  label = id,
  name = 'aigirls_bench',
  dbQuery = '',
  pgUrl = PG_URL,
  redisUrl = REDIS_URL,
  timeoutMs = 60_000,
  keepLines,
  onExit,
  signal,
} = {}) {
  const port = await freePort();
  const dbName = `${name}_${label}`;
  const prefix = `bench-${label}`;
  const dir = mkdtempSync(join(tmpdir(), 'aigirls-bench-'));
  onCleanup(async () => rmSync(dir, { recursive: true, force: true }));
  onCleanup(() => dropDatabase(dbName, pgUrl));
  onCleanup(async () => {
    const n = await deleteKeys(prefix, redisUrl);
    if (n) log(`deleted ${n} Redis keys under ${prefix}:`);
  });
  const base = `http://127.0.0.1:${port}`;
  const childEnv = {
    PATH: env.PATH,
    HOME: env.HOME,
    PORT: String(port),
    DATABASE_URL: `${pgUrl}/${dbName}${dbQuery}`,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: prefix,
    MEDIA_DIR: dir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    IMAGE_PROVIDER: 'instant',
    CHAT_PROVIDER: 'offline',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // production needs a payment receiver; the bench pays nothing
    SOLANA_RECEIVER: '11111111111111111111111111111112',
    PUBLIC_URL: base,
    // a bench signs up its clients from one address and queues far more than 30 jobs a minute each
    SIGNUP_LIMIT_PER_HOUR: '0',
    JOBS_PER_MINUTE: '0',
    // the socket benchmark opens thousands of anonymous sockets from one address
    ANONYMOUS_SOCKETS_PER_IP: '0',
    ...extraEnv,
  };
  log(`starting the API on ${base}${worker ? ' and a worker' : ''} (database ${dbName}, prefix ${prefix})`);
  const opts = { env: childEnv, cwd: dir, keepLines, onExit };
  // the API creates and migrates the database; the worker waits for the migration lock, so both start at once
  const api = startNode('API', join(root, 'backend/dist/main.api.js'), opts);
  const workerProc = worker ? startNode('worker', join(root, 'backend/dist/main.worker.js'), opts) : null;
  let stopped = null;
  const stop = () => (stopped ??= Promise.all([stopProcess(api), workerProc && stopProcess(workerProc)]));
  await waitHealthy(base, { timeoutMs, workers: worker ? 1 : 0, signal });
  return { base, api, worker: workerProc, stop, dbUrl: childEnv.DATABASE_URL, env: childEnv };
}
