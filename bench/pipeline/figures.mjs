// pipeline.mjs's figures: a phase's latency and throughput, and the CPU each process took.
import { readdirSync, readFileSync } from 'node:fs';

import { ms, percentile } from '../lib/common.mjs';
import { children } from '../lib/processes.mjs';

export function summarize(name, samples, windowStart, failures) {
  const lat = samples.map((s) => s.end - s.t0).sort((a, b) => a - b);
  const lastEnd = samples.reduce((m, s) => Math.max(m, s.end), windowStart);
  const seconds = Math.max(0.001, (lastEnd - windowStart) / 1000);
  return {
    name,
    jobs: samples.length,
    failures,
    seconds,
    throughput: samples.length / seconds,
    p50: percentile(lat, 50),
    p95: percentile(lat, 95),
    p99: percentile(lat, 99),
    max: lat.length ? lat[lat.length - 1] : NaN,
    mean: lat.length ? lat.reduce((a, b) => a + b, 0) / lat.length : NaN,
  };
}

export function printResult(r) {
  console.log(`\n== ${r.name}`);
  console.log(
    `   jobs completed : ${r.jobs} in ${r.seconds.toFixed(1)} s${r.failures ? ` (${r.failures} failed or timed out)` : ''}`,
  );
  console.log(`   throughput     : ${r.throughput.toFixed(1)} jobs/s`);
  console.log(
    `   latency        : p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  max ${ms(r.max)}  (mean ${ms(r.mean)})`,
  );
}

export function printSplit(title, values) {
  const v = values.slice().sort((a, b) => a - b);
  console.log(
    `   ${title.padEnd(15)}: p50 ${ms(percentile(v, 50))}  p95 ${ms(percentile(v, 95))}  p99 ${ms(percentile(v, 99))}  max ${ms(v[v.length - 1])}`,
  );
}

/**
 * CPU seconds used so far (Linux /proc; empty elsewhere), by group: this process, the processes it
 * started (by name), Postgres, Redis; `(busy)`, `(idle)` and `(steal)` are the machine's totals.
 * Compared before and after a window; what is busy but in no group (other sessions, processes that
 * came and went) shows as `other`.
 */
export function cpuSnapshot() {
  const groups = new Map();
  const add = (name, sec) => groups.set(name, (groups.get(name) ?? 0) + sec);
  try {
    const mine = new Map(children.filter((p) => p.child.pid).map((p) => [p.child.pid, p.name]));
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue;
      }
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const pid = Number(entry);
      const name =
        pid === process.pid
          ? 'bench client'
          : (mine.get(pid) ?? (comm === 'postgres' ? 'postgres' : comm.startsWith('redis-server') ? 'redis' : null));
      if (!name) continue;
      const fields = stat.slice(close + 2).split(' ');
      add(name, (Number(fields[11]) + Number(fields[12])) / 100); // utime + stime, in ticks of 1/100 s
    }
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    groups.set('(busy)', (user + nice + system + irq + softirq) / 100);
    groups.set('(idle)', (idle + iowait) / 100);
    groups.set('(steal)', (steal ?? 0) / 100);
  } catch {
    return new Map();
  }
  return groups;
}

export function cpuDelta(before, after, seconds) {
  const d = new Map();
  for (const [name, sec] of after) d.set(name, Math.max(0, sec - (before.get(name) ?? 0)) / seconds);
  const busy = d.get('(busy)') ?? 0;
  d.delete('(busy)');
  const known = [...d].filter(([n]) => !n.startsWith('(')).reduce((a, [, v]) => a + v, 0);
  d.set('other', Math.max(0, busy - known));
  return [...d].filter(([, v]) => v >= 0.005).sort((a, b) => b[1] - a[1]);
}

export function printCpu(cpu, throughput) {
  if (!cpu?.length) return;
  console.log(`   CPU (cores)    : ${cpu.map(([n, v]) => `${n} ${v.toFixed(2)}`).join(', ')}`);
  const perJob = cpu
    .filter(([n]) => !n.startsWith('(') && n !== 'other')
    .map(([n, v]) => `${n} ${((v * 1000) / throughput).toFixed(2)}`);
  if (throughput > 0) console.log(`   CPU ms per job : ${perJob.join(', ')}`);
  const other = cpu.find(([n]) => n === 'other')?.[1] ?? 0;
  if (other >= 0.2)
    console.log(`   NOTE: other work took ${other.toFixed(2)} cores during this window: the figures are pessimistic`);
}
