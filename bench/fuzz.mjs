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
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';

import { cleanUp, id, log, printTails, setPart, startCanary, startStack } from './lib/processes.mjs';

const require = createRequire(import.meta.url);
const { makeRequests, runFuzz, operations, prng } = require('./fuzz/requests.cjs');
const { withCards } = require('./fuzz/cards.cjs');
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
setPart('fuzz');

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

/** API + worker of our own: database, Redis prefix and media folder made here and removed at the end. */
async function startOwnStack() {
  const stack = await startStack({
    name: 'aigirls_fuzz',
    pgUrl: PG_URL,
    redisUrl: REDIS_URL,
    keepLines: 200,
    extraEnv: {
      CHAT_WORD_DELAY_MS: '0',
      SOLANA_RPC_URL: 'http://127.0.0.1:9',
      // the limits are raised so that the run reaches what lies behind them (they have their own tests)
      CHAT_MESSAGES_PER_MINUTE: '0',
      SIGNIN_FAILURES_PER_USERNAME: '0',
      SIGNIN_FAILURES_PER_IP: '0',
    },
  });
  return { base: stack.base, procs: [stack.api, stack.worker] };
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
  const { base, procs } = external ? { base: external, procs: [] } : await startOwnStack();
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
  printTails();
} finally {
  await cleanUp();
}
process.exit(code);
