#!/usr/bin/env node
// `npm run dev`: the backend compiler in watch mode, the API and the worker restarted by `node --watch`
// whenever their compiled code changes, and the Vite dev server (which proxies /api, /media and
// /socket.io to the API). Ctrl-C stops everything.
//
// Order: Vite starts at once; the API after tsc's first compile; the worker once the API's health
// check answers (the API creates the database and runs the migrations at boot).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STOP_TIMEOUT_MS = 10_000;
const HEALTH_POLL_MS = 1000;
const HEALTH_NOTE_EVERY_MS = 20_000;

const log = (msg) => console.log(`[dev] ${msg}`);
const warn = (msg) => console.error(`[dev] ${msg}`);

/** The JS file behind a package's command, resolved from a workspace (hoisted or not). */
function binOf(pkg, command, fromDir) {
  const require = createRequire(join(root, fromDir, 'package.json'));
  let manifestPath;
  try {
    manifestPath = require.resolve(`${pkg}/package.json`);
  } catch {
    warn(`${pkg} is not installed: run \`npm install\` (or \`npm ci\`) in ${root}.`);
    process.exit(1);
  }
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return join(dirname(manifestPath), typeof bin === 'string' ? bin : bin[command]);
}

/** PORT as the API will see it: the environment, else .env in the repo root, else 3000. */
function apiPort() {
  if (process.env.PORT?.trim()) return Number(process.env.PORT);
  const file = join(root, '.env');
  if (existsSync(file)) {
    const m = /^\s*(?:export\s+)?PORT\s*=\s*['"]?(\d+)/m.exec(readFileSync(file, 'utf8'));
    if (m) return Number(m[1]);
  }
  return 3000;
}

const tscBin = binOf('typescript', 'tsc', 'backend');
const viteBin = binOf('vite', 'vite', 'frontend');
const healthUrl = `http://127.0.0.1:${apiPort()}/api/health`;

/** name -> { child, done, exited } */
const children = new Map();
let stopping = false;

function start(name, args, { cwd = root, stdio = 'inherit' } = {}) {
  // Each child leads a process group of its own, so a Ctrl-C reaches only this script, which then
  // stops every child once, in order, with SIGTERM.
  const child = spawn(process.execPath, args, { cwd, stdio, env: process.env, detached: true });
  const record = { child, done: false };
  record.exited = new Promise((resolveExit) => {
    const onGone = (how) => {
      if (record.done) return;
      record.done = true;
      resolveExit();
      if (!stopping) {
        warn(`${name} ${how}; stopping everything.`);
        shutdown(1);
      }
    };
    child.on('exit', (code, signal) => onGone(signal ? `was killed by ${signal}` : `exited with code ${code}`));
    child.on('error', (err) => onGone(`could not start (${err.message})`));
  });
  children.set(name, record);
  return child;
}

function signalAll(signal) {
  for (const { child, done } of children.values()) {
    if (!done && child.pid) {
      try {
        child.kill(signal);
      } catch {
        /* already gone */
      }
    }
  }
}

async function shutdown(exitCode) {
  if (stopping) return;
  stopping = true;
  log('stopping...');
  signalAll('SIGTERM');
  const timer = setTimeout(() => {
    const left = [...children.entries()].filter(([, r]) => !r.done).map(([n]) => n);
    warn(`${left.join(', ')} still running after ${STOP_TIMEOUT_MS / 1000} s: SIGKILL.`);
    signalAll('SIGKILL');
  }, STOP_TIMEOUT_MS);
  timer.unref();
  await Promise.all([...children.values()].map((r) => r.exited));
  clearTimeout(timer);
  process.exit(exitCode);
}

let firstSignalAt = 0;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (!stopping) {
      firstSignalAt = Date.now();
      shutdown(0);
    } else if (Date.now() - firstSignalAt > 2000) {
      warn(`${sig} again: killing everything now.`);
      signalAll('SIGKILL');
    }
  });
}
process.on('exit', () => signalAll('SIGTERM'));

// --- the frontend dev server --------------------------------------------------------------------
// stdin is not passed on: Vite's keyboard shortcuts would otherwise compete with Ctrl-C handling.
start('vite', [viteBin], { cwd: join(root, 'frontend'), stdio: ['ignore', 'inherit', 'inherit'] });

// --- the backend compiler, then the API and the worker ------------------------------------------
const tsc = start(
  'tsc',
  [tscBin, '-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput', '--pretty'],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
let apiStarted = false;
createInterface({ input: tsc.stdout }).on('line', (line) => {
  if (line.trim()) process.stdout.write(`[tsc] ${line}\n`);
  // "Found 0 errors. Watching for file changes." ends every compile in watch mode.
  if (!apiStarted && /Watching for file changes/.test(line)) {
    if (!existsSync(join(root, 'backend/dist/main.api.js'))) {
      warn('backend/dist/main.api.js was not emitted; waiting for the next compile.');
      return;
    }
    apiStarted = true;
    startBackend();
  }
});

const watchArgs = ['--watch', '--watch-preserve-output'];

async function startBackend() {
  log(`first compile done: starting the API (node --watch); the worker follows once ${healthUrl} answers.`);
  start('API', [...watchArgs, 'backend/dist/main.api.js']);
  const since = Date.now();
  let lastNote = since;
  for (;;) {
    if (stopping) return;
    let status;
    try {
      const res = await fetch(healthUrl, { signal: AbortSignal.timeout(3000) });
      await res.arrayBuffer().catch(() => {});
      status = res.status;
    } catch (err) {
      status = err?.cause?.code ?? err?.name ?? 'no answer';
    }
    if (status === 200) break;
    if (Date.now() - lastNote >= HEALTH_NOTE_EVERY_MS) {
      lastNote = Date.now();
      const why = status === 503 ? '503: Postgres or Redis does not answer' : String(status);
      log(`still waiting for ${healthUrl} before starting the worker (last answer: ${why})`);
    }
    await new Promise((r) => setTimeout(r, HEALTH_POLL_MS));
  }
  if (stopping) return;
  start('worker', [...watchArgs, 'backend/dist/main.worker.js']);
  log('API and worker running; open the Vite URL above (it proxies /api, /media and /socket.io). Ctrl-C stops all.');
}
