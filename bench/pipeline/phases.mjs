// pipeline.mjs's two phases (saturated, paced), run the same way on the app and on bare BullMQ.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

import { log } from '../lib/processes.mjs';
import { cpuDelta, cpuSnapshot, summarize } from './figures.mjs';
import { CLIENTS, deadline, over, RATE, SECONDS, WARMUP_SECONDS } from './settings.mjs';

/** Runs `loop(i, inWindow)` on `n` clients for warm-up + measured seconds; each loop stops by itself. */
async function drive(n, loop) {
  const t = performance.now();
  const warmEnd = t + WARMUP_SECONDS * 1000;
  const end = warmEnd + SECONDS * 1000;
  const stop = () => performance.now() >= end || over();
  let cpuBefore = null;
  const cpuStart = setTimeout(() => (cpuBefore = cpuSnapshot()), Math.max(0, warmEnd - performance.now()));
  const cpuEnd = new Promise((ok) => setTimeout(() => ok(cpuSnapshot()), Math.max(0, end - 1 - performance.now())));
  await Promise.all(Array.from({ length: n }, (_, i) => loop(i, stop, warmEnd)));
  clearTimeout(cpuStart);
  const cpuAfter = await cpuEnd;
  const cpu = cpuBefore ? cpuDelta(cpuBefore, cpuAfter, (end - warmEnd) / 1000) : [];
  return { warmEnd, end, cpu };
}

/**
 * One phase of a benchmark. `submit(i, t0)` runs one job for client i, its latency counted from t0,
 * and resolves { ok, t0, tHttp, end } or { ok: false, t0, error }.
 *  - saturated: closed loop; each client sends its next job as soon as its last one completed, so
 *    the figures are the most the stack can do (throughput) and what a client waits at that load.
 *  - paced: open loop; the clients send RATE jobs/s in all, each at evenly spaced times with a
 *    random phase, whatever the completions (latency counted from the planned send time, so a late
 *    send is not hidden). Latency at a load the stack can carry: what a user waits.
 */
async function phase(mode, name, submit) {
  const samples = [];
  let failures = 0;
  const errors = new Map();
  const record = (r, warm) => {
    if (r.t0 < warm) return;
    if (r.ok) samples.push(r);
    else {
      failures++;
      errors.set(r.error, (errors.get(r.error) ?? 0) + 1);
    }
  };
  const safe = (i, t0) => submit(i, t0).catch((err) => ({ ok: false, t0, error: err.message }));
  const { warmEnd, cpu } = await drive(CLIENTS, async (i, stop, warm) => {
    if (mode === 'saturated') {
      while (!stop()) {
        const r = await safe(i, performance.now());
        record(r, warm);
        if (!r.ok) await sleep(50); // do not spin on an error
      }
      return;
    }
    const interval = (CLIENTS / RATE) * 1000;
    let next = performance.now() + Math.random() * interval;
    const pending = [];
    for (;;) {
      const wait = next - performance.now();
      if (wait > 0) await sleep(wait);
      if (stop()) break;
      const t0 = next;
      pending.push(safe(i, t0).then((r) => record(r, warm)));
      next += interval;
    }
    await Promise.all(pending);
  });
  for (const [error, count] of errors) log(`${name} error x${count}: ${error.slice(0, 300)}`);
  const result = summarize(name, samples, warmEnd, failures);
  result.http = samples.map((s) => s.tHttp - s.t0);
  result.afterHttp = samples.map((s) => Math.max(0, s.end - s.tHttp));
  result.eventBeforeHttp = samples.filter((s) => s.end < s.tHttp).length;
  result.cpu = cpu;
  return result;
}

/** Both phases, saturated first. */
export async function phases(label, submit) {
  log(`${label}: saturated, warm-up ${WARMUP_SECONDS} s, then ${SECONDS} s with ${CLIENTS} clients`);
  const saturated = await phase('saturated', `${label}, saturated (${CLIENTS} clients, closed loop)`, submit);
  if (over()) throw deadline.signal.reason;
  log(`${label}: paced at ${RATE} jobs/s, warm-up ${WARMUP_SECONDS} s, then ${SECONDS} s with ${CLIENTS} clients`);
  const paced = await phase('paced', `${label}, paced (${CLIENTS} clients, ${RATE} jobs/s in all, open loop)`, submit);
  return { saturated, paced };
}
