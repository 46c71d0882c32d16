// Shared by the bench parts (feed, sockets, chat, memory, web, stalls): figures, the machine's state,
// clients of the API, PASS/FAIL lines. Their processes are started by ./processes.mjs.
import { readFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

import pg from 'pg';
import { io } from 'socket.io-client';

import { cleanUp, id, log, printTails, setPart } from './processes.mjs';

export { sleep };
export const env = process.env;
export const num = (name, fallback) => (Number(env[name]) > 0 ? Number(env[name]) : fallback);

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
  setPart(name);
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
    printTails();
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
