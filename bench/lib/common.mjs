// Shared by the bench parts (feed, sockets, chat, memory, web): starting the app's processes on a
// database and Redis prefix of their own, cleaning up after them, the machine's state, PASS/FAIL lines.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

import IORedis from 'ioredis';
import pg from 'pg';
import { io } from 'socket.io-client';

export { sleep };
export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const env = process.env;
export const num = (name, fallback) => (Number(env[name]) > 0 ? Number(env[name]) : fallback);
export const REDIS_URL = env.BENCH_REDIS_URL || env.REDIS_URL || 'redis://127.0.0.1:6379';
export const PG_URL = (env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
export const id = randomBytes(4).toString('hex');

const started = performance.now();
let partName = 'bench';
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

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a');
export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function latencies(values) {
  const v = values.slice().sort((a, b) => a - b);
  return {
    n: v.length,
    p50: percentile(v, 50),
    p95: percentile(v, 95),
    p99: percentile(v, 99),
    max: v[v.length - 1] ?? NaN,
  };
}

export const latencyLine = (l) => `n ${l.n}, p50 ${ms(l.p50)}, p95 ${ms(l.p95)}, p99 ${ms(l.p99)}, max ${ms(l.max)}`;

/** Resident memory of a process, from /proc (bytes; NaN where there is no /proc). */
export function rss(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb) * 1024;
  } catch {
    return NaN;
  }
}

/** The machine's state, to print beside the figures: they depend on what else runs. */
export async function machine() {
  const busy = () => {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return {
      busy: user + nice + system + irq + softirq + (steal ?? 0),
      all: user + nice + system + idle + iowait + irq + softirq + (steal ?? 0),
    };
  };
  let usage = 'n/a';
  try {
    const a = busy();
    await sleep(1000);
    const b = busy();
    usage = `${(((b.busy - a.busy) / Math.max(1, b.all - a.all)) * cpus().length).toFixed(2)} of ${cpus().length} cores busy`;
  } catch {
    // no /proc
  }
  const [l1, l5, l15] = loadavg().map((l) => l.toFixed(2));
  return `${cpus().length} cpus, load ${l1} / ${l5} / ${l15}, ${usage} (1 s before the run), ${(freemem() / 2 ** 30).toFixed(1)} of ${(totalmem() / 2 ** 30).toFixed(1)} GiB free, Node ${process.version}`;
}

// ---------------------------------------------------------------- processes and clean-up

const cleanups = [];
const children = [];
export const onCleanup = (fn) => cleanups.push(fn);

/** BENCH_NODE_ARGS: node flags for every process a part starts, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof". */
const nodeArgs = (env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);

export function startProcess(name, script, childEnv, cwd, args = []) {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    cwd,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) tail.push(line);
    if (tail.length > 40) tail.splice(0, tail.length - 40);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((ok) => child.on('exit', (code, signal) => ok({ code, signal })));
  const proc = { name, child, tail, exited, stopping: false };
  exited.then(({ code, signal }) => {
    if (!proc.stopping)
      log(`${name} exited early (code ${code}, signal ${signal}); its last output:\n${tail.join('\n')}`);
  });
  children.push(proc);
  onCleanup(() => stopProcess(proc));
  return proc;
}

export async function stopProcess(proc) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.stopping = true;
  proc.child.kill('SIGTERM');
  const done = await Promise.race([proc.exited.then(() => true), sleep(10_000).then(() => false)]);
  if (!done) {
    proc.child.kill('SIGKILL');
    await proc.exited;
  }
}

export async function waitHealthy(base, timeoutMs = 60_000) {
  const until = performance.now() + timeoutMs;
  let last = 'no answer';
  while (performance.now() < until) {
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err.message;
    }
    await sleep(200);
  }
  throw new Error(`GET ${base}/api/health did not answer 200 within ${timeoutMs / 1000} s (${last})`);
}

/**
 * The API (and the worker unless `worker: false`) from backend/dist, as pipeline.mjs starts them: a
 * database `aigirls_bench_<id>` the API creates and migrates, Redis prefix `bench-<id>`, media in a
 * temp folder, `IMAGE_PROVIDER=instant`, `LOG_LEVEL=warn`, `NODE_ENV=production`. All removed at the end.
 */
export async function startStack({ worker = true, extraEnv = {}, label = id } = {}) {
  const port = await freePort();
  const dbName = `aigirls_bench_${label}`;
  const prefix = `bench-${label}`;
  const dir = mkdtempSync(join(tmpdir(), 'aigirls-bench-'));
  onCleanup(async () => rmSync(dir, { recursive: true, force: true }));
  onCleanup(() => dropDatabase(dbName));
  onCleanup(() => deleteKeys(prefix));
  const childEnv = {
    PATH: env.PATH,
    HOME: env.HOME,
    PORT: String(port),
    DATABASE_URL: `${PG_URL}/${dbName}`,
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    MEDIA_DIR: dir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    IMAGE_PROVIDER: 'instant',
    CHAT_PROVIDER: 'offline',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SOLANA_RECEIVER: '11111111111111111111111111111112',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SIGNUP_LIMIT_PER_HOUR: '0',
    JOBS_PER_MINUTE: '0',
    // the socket benchmark opens thousands of anonymous sockets from one address
    ANONYMOUS_SOCKETS_PER_IP: '0',
    ...extraEnv,
  };
  const api = startProcess('API', join(root, 'backend/dist/main.api.js'), childEnv, dir);
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(base);
  // the worker after the API: the API has migrated the database by then
  const workerProc = worker ? startProcess('worker', join(root, 'backend/dist/main.worker.js'), childEnv, dir) : null;
  return { base, api, worker: workerProc, dbUrl: childEnv.DATABASE_URL, env: childEnv };
}

export async function dropDatabase(name) {
  const admin = new pg.Client({ connectionString: `${PG_URL}/postgres` });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export async function deleteKeys(prefix) {
  const redis = new IORedis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function cleanUp() {
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      await fn();
    } catch (err) {
      log(`clean-up: ${err.message}`);
    }
  }
}

// ---------------------------------------------------------------- clients

export async function post(base, path, body, token) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: json ?? text };
}

export async function signUp(base, i = 0) {
  const username = `b_${id}_${i}`;
  const res = await post(base, '/api/auth/signup', { username, password: `pw-${id}-${i}-secret` });
  if (res.status !== 201) throw new Error(`signup ${username}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return { username, token: res.body.token, user: res.body.user };
}

/**
 * Makes users subscribers for a year, straight in the database: every generation by a free user costs
 * a credit (the meter), and a bench queues far more jobs than a free user's credits.
 */
export async function makeSubscribers(dbUrl, userIds) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    await db.query(`UPDATE users SET sub_end = now() + interval '1 year' WHERE id = ANY($1::uuid[])`, [userIds]);
  } finally {
    await db.end();
  }
}

export function openSocket(base, token) {
  return new Promise((ok, fail) => {
    const socket = io(base, {
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
      forceNew: true,
    });
    const timer = setTimeout(() => {
      socket.close();
      fail(new Error('socket did not connect within 20 s'));
    }, 20_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      ok(socket);
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      fail(err);
    });
  });
}

// ---------------------------------------------------------------- running a part

/**
 * Runs one part: prints the machine's state, then the part's figures; `main` returns its checks as
 * [what, ok, value] and the part prints a PASS/FAIL line for each. Exit code: 1 when the run fails,
 * or when a target is missed with BENCH_STRICT=1; else 0.
 */
export async function runPart(name, main) {
  partName = name;
  let code = 1;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      log(`${signal}: cleaning up`);
      cleanUp().finally(() => process.exit(130));
    });
  }
  try {
    console.log(`== ${name}: machine ${await machine()}`);
    const checks = await main();
    console.log(`\n== ${name}: targets`);
    for (const [what, ok, value] of checks) console.log(`   ${ok ? 'PASS' : 'FAIL'}  ${what.padEnd(52)} (${value})`);
    const failed = checks.filter(([, ok]) => !ok).length;
    code = failed && env.BENCH_STRICT === '1' ? 1 : 0;
  } catch (err) {
    console.error(`\n[${name}] failed: ${err.stack ?? err.message}`);
    for (const p of children) if (p.tail.length) console.error(`\n--- last output of ${p.name}:\n${p.tail.join('\n')}`);
  } finally {
    await cleanUp();
  }
  process.exit(code);
}

/** A girl's looks for the wizard's POST /api/girls, the same in every part that makes one. */
export const GIRL_LOOKS = {
  eyes: 'Green',
  mouth: 'Full Lips',
  nose: 'Petite',
  hair: 'Auburn Curls',
  body: 'Slim',
  skin: 'Fair',
  personality: ['Playful'],
  style: 'Realistic',
};
