#!/usr/bin/env node
// `npm start` (after `npm run build`): runs the API and one worker as two OS processes from the repo
// root, prints the URL once /api/health answers, and stops both cleanly on Ctrl-C or SIGTERM.
//
// The worker is started once the API is healthy: the API creates the database and runs the
// migrations at boot, so the worker never meets a missing database or table (the same order as
// docker-compose's `depends_on: api: condition: service_healthy`).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STOP_TIMEOUT_MS = 30_000;
const HEALTH_POLL_MS = 500;
const HEALTH_NOTE_EVERY_MS = 15_000;

const log = (msg) => console.log(`[start] ${msg}`);
const warn = (msg) => console.error(`[start] ${msg}`);

/** The settings the processes will see: .env in the repo root, the real environment winning. */
function readSettings() {
  const file = join(root, '.env');
  const fromFile = {};
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
      const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
      if (!m) continue;
      let value = m[2].trim();
      const quoted = /^(['"`])(.*)\1$/.exec(value);
      value = quoted ? quoted[2] : value.replace(/\s+#.*$/, '');
      fromFile[m[1]] = value;
    }
  }
  const get = (key) => {
    const v = process.env[key] ?? fromFile[key];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };
  const port = Number(get('PORT') ?? 3000);
  return { port, publicUrl: get('PUBLIC_URL') ?? `http://localhost:${port}` };
}

for (const entry of ['backend/dist/main.api.js', 'backend/dist/main.worker.js']) {
  if (!existsSync(join(root, entry))) {
    warn(`${entry} is missing: run \`npm run build\` first (\`npm start\` does it for you).`);
    process.exit(1);
  }
}

const { port, publicUrl } = readSettings();
const healthUrl = `http://127.0.0.1:${port}/api/health`;

/** name -> { child, exited: Promise<void>, done: boolean } */
const children = new Map();
let stopping = false;

function startChild(name, entry) {
  // A process group of its own: a Ctrl-C in the terminal reaches only this script, which then sends
  // each child exactly one SIGTERM (instead of SIGINT from the terminal plus SIGTERM from here).
  const child = spawn(process.execPath, [entry], { cwd: root, stdio: 'inherit', env: process.env, detached: true });
  const record = { child, done: false };
  record.exited = new Promise((resolveExit) => {
    child.on('exit', (code, signal) => {
      record.done = true;
      resolveExit();
      if (!stopping) {
        const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
        warn(`the ${name} process ${how} unexpectedly; stopping the rest.`);
        shutdown(code && code !== 0 ? code : 1);
      }
    });
    child.on('error', (err) => {
      record.done = true;
      resolveExit();
      if (!stopping) {
        warn(`could not start the ${name} process: ${err.message}`);
        shutdown(1);
      }
    });
  });
  children.set(name, record);
  return record;
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

let forceTimer;
async function shutdown(exitCode) {
  if (stopping) return;
  stopping = true;
  const alive = [...children.entries()].filter(([, r]) => !r.done).map(([n]) => n);
  if (alive.length) log(`stopping ${alive.join(' and ')} (SIGTERM)...`);
  signalAll('SIGTERM');
  forceTimer = setTimeout(() => {
    const left = [...children.entries()].filter(([, r]) => !r.done).map(([n]) => n);
    warn(`${left.join(' and ')} still running after ${STOP_TIMEOUT_MS / 1000} s: SIGKILL.`);
    signalAll('SIGKILL');
  }, STOP_TIMEOUT_MS);
  forceTimer.unref();
  await Promise.all([...children.values()].map((r) => r.exited));
  clearTimeout(forceTimer);
  if (exitCode === 0) log('stopped.');
  process.exit(exitCode);
}

// Ctrl-C, `kill`, a closed terminal. npm forwards the terminal's SIGINT too, so a second signal
// arriving at once is the same request; one that comes later (a second Ctrl-C) kills at once.
let firstSignalAt = 0;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (!stopping) {
      firstSignalAt = Date.now();
      log(`${sig} received.`);
      shutdown(0);
    } else if (Date.now() - firstSignalAt > 2000) {
      warn(`${sig} again: killing the processes now.`);
      signalAll('SIGKILL');
    }
  });
}
// Never leave the children behind, even if this script itself fails.
process.on('exit', () => signalAll('SIGTERM'));

async function healthStatus() {
  try {
    const res = await fetch(healthUrl, { signal: AbortSignal.timeout(3000) });
    await res.arrayBuffer().catch(() => {});
    return res.status;
  } catch (err) {
    return err?.cause?.code ?? err?.name ?? 'no answer';
  }
}

async function waitForHealth() {
  const started = Date.now();
  let lastNote = started;
  for (;;) {
    if (stopping) return false;
    const status = await healthStatus();
    if (status === 200) return true;
    if (Date.now() - lastNote >= HEALTH_NOTE_EVERY_MS) {
      lastNote = Date.now();
      const secs = Math.round((lastNote - started) / 1000);
      const why = status === 503 ? '503: Postgres or Redis does not answer yet' : String(status);
      log(`waiting for ${healthUrl} (${secs} s, last answer: ${why})...`);
    }
    await new Promise((r) => setTimeout(r, HEALTH_POLL_MS));
  }
}

startChild('API', 'backend/dist/main.api.js');
if (await waitForHealth()) {
  startChild('worker', 'backend/dist/main.worker.js');
  log(`ready: ${publicUrl}  (API and worker running; Ctrl-C to stop)`);
}
