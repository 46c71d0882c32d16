/**
 * Starts the built app (backend/dist + frontend/dist) for the e2e suite: one API process and one
 * worker, on a free port, with a database, a Redis key prefix and a media folder of their own, so a
 * run never meets a developer's data or another run's. `stop()` puts everything back as it was.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import IORedis from 'ioredis';
import pg from 'pg';

/** The checkout whose build is tested: this one, unless E2E_APP_ROOT names another (a clean copy, say). */
const ROOT = process.env.E2E_APP_ROOT
  ? resolve(process.env.E2E_APP_ROOT)
  : resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const API_ENTRY = join(ROOT, 'backend/dist/main.api.js');
const WORKER_ENTRY = join(ROOT, 'backend/dist/main.worker.js');
const WEB_INDEX = join(ROOT, 'frontend/dist/index.html');

const PG_BASE = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
const HEALTH_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
/** How much of each process's output is kept for error messages. */
const OUTPUT_LIMIT = 64 * 1024;

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  database: string;
  queuePrefix: string;
  mediaDir: string;
  /** Stops both processes, drops the database, deletes the Redis keys and the media folder. */
  stop(): Promise<void>;
}

interface Proc {
  name: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  done: boolean;
}

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => (port ? resolvePort(port) : reject(new Error('no free port'))));
    });
  });
}

function startProcess(
  name: string,
  entry: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  isStopping: () => boolean,
): Proc {
  const child = spawn(process.execPath, [entry], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let buffer = '';
  const keep = (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    if (buffer.length > OUTPUT_LIMIT) buffer = buffer.slice(-OUTPUT_LIMIT);
    if (process.env.E2E_SERVER_LOG) process.stderr.write(`[e2e ${name}] ${chunk.toString('utf8')}`);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const proc: Proc = {
    name,
    child,
    output: () => buffer.trim() || '(no output)',
    done: false,
    exited: new Promise((resolveExit) => {
      child.once('error', (err) => {
        proc.done = true;
        buffer += `\n${err.message}`;
        resolveExit({ code: null, signal: null });
      });
      child.once('exit', (code, signal) => {
        proc.done = true;
        if (!isStopping()) {
          // a process that dies during the run explains every failure that follows: say it at once
          process.stderr.write(
            `\n[e2e] the ${name} process exited unexpectedly (${signal ?? `code ${code}`}). Its output:\n${proc.output()}\n`,
          );
        }
        resolveExit({ code, signal });
      });
    }),
  };
  return proc;
}

const describeExit = ({ code, signal }: { code: number | null; signal: NodeJS.Signals | null }) =>
  signal ? `was killed by ${signal}` : code === null ? 'could not start' : `exited with code ${code}`;

/** Polls GET /api/health until it answers 200; fails at once if the process exits meanwhile. */
async function waitForHealth(baseUrl: string, proc: Proc): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  void proc.exited.then((e) => (exit = e));
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exit)
      throw new Error(
        `The ${proc.name} process ${describeExit(exit)} before it was healthy. Its output:\n${proc.output()}`,
      );
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}: ${(await res.text()).slice(0, 300)}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `GET ${baseUrl}/api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s (last: ${last}). ` +
      `The ${proc.name} process output:\n${proc.output()}`,
  );
}

async function stopProcess(proc: Proc): Promise<void> {
  if (proc.done) return;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => {
    if (!proc.done) {
      process.stderr.write(`[e2e] the ${proc.name} process ignored SIGTERM for ${STOP_TIMEOUT_MS / 1000} s: SIGKILL\n`);
      proc.child.kill('SIGKILL');
    }
  }, STOP_TIMEOUT_MS);
  await proc.exited;
  clearTimeout(timer);
}

async function dropDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

async function deleteRedisKeys(prefix: string): Promise<number> {
  const redis = new IORedis(REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: true });
  await redis.connect();
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) deleted += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return deleted;
}

export interface ServerOptions {
  /** The built web app to serve (default: frontend/dist, or E2E_WEB_DIR). */
  webDir?: string;
  /** Settings on top of the defaults below (a payment receiver and RPC, say). */
  env?: Record<string, string>;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const webDir = options.webDir ?? process.env.E2E_WEB_DIR;
  for (const file of [API_ENTRY, WORKER_ENTRY, webDir ? join(resolve(webDir), 'index.html') : WEB_INDEX]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` at the repository root first.`);
  }
  const suffix = randomBytes(5).toString('hex');
  const database = `aigirls_e2e_${suffix}`;
  const queuePrefix = `test-e2e-${suffix}`;
  // the working directory of both processes: no developer .env is read, nothing is written in the repo
  const workDir = await mkdtemp(join(tmpdir(), 'aigirls-e2e-'));
  const mediaDir = join(workDir, 'media');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  // Only what the processes need: a developer's own settings (providers, keys) must not leak in.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    LANG: process.env.LANG,
    TZ: process.env.TZ,
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATABASE_URL: `${PG_BASE}/${database}`,
    REDIS_URL,
    QUEUE_PREFIX: queuePrefix,
    MEDIA_DIR: mediaDir,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    IMAGE_PROVIDER: 'offline',
    CHAT_PROVIDER: 'offline',
    // the pages' progress bars are checked while a job's end is held back: every update is pushed (an
    // offline picture is drawn sooner than the default interval of 250 ms, which would push none)
    JOB_PROGRESS_INTERVAL_MS: '0',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // every spec signs its people up from 127.0.0.1: more than the default 20 sign-ups per IP and hour
    SIGNUP_LIMIT_PER_HOUR: '10000',
    // wrong passwords from 127.0.0.1 add up over the whole run; per username the default 10 holds
    // (sessions.spec.ts relies on it)
    SIGNIN_FAILURES_PER_IP: '10000',
    SIGNIN_FAILURES_PER_USERNAME: '10',
    WEB_DIR: webDir ? resolve(webDir) : undefined,
    ...options.env,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];

  let stopping = false;
  const procs: Proc[] = [];
  let stopped: Promise<void> | null = null;

  const stop = () => {
    stopped ??= (async () => {
      stopping = true;
      const problems: string[] = [];
      await Promise.all(procs.map(stopProcess));
      await dropDatabase(database).catch((err: Error) =>
        problems.push(`dropping database ${database}: ${err.message}`),
      );
      await deleteRedisKeys(queuePrefix).catch((err: Error) =>
        problems.push(`deleting Redis keys ${queuePrefix}:*: ${err.message}`),
      );
      await rm(workDir, { recursive: true, force: true }).catch((err: Error) =>
        problems.push(`removing ${workDir}: ${err.message}`),
      );
      if (problems.length > 0) throw new Error(`e2e server clean-up failed:\n  ${problems.join('\n  ')}`);
    })();
    return stopped;
  };

  try {
    // The API creates the database and runs the migrations; the worker starts once that is done.
    const api = startProcess('api', API_ENTRY, workDir, env, () => stopping);
    procs.push(api);
    await waitForHealth(baseUrl, api);
    procs.push(startProcess('worker', WORKER_ENTRY, workDir, env, () => stopping));
  } catch (err) {
    await stop().catch((cleanupErr: Error) => process.stderr.write(`[e2e] ${cleanupErr.message}\n`));
    throw err;
  }

  return { baseUrl, database, queuePrefix, mediaDir, stop };
}
