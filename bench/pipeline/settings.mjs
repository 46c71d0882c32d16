// pipeline.mjs's settings (BENCH_* variables, see bench/README.md) and its deadline.
import { env, num } from '../lib/common.mjs';
import { log } from '../lib/processes.mjs';

export const CLIENTS = num('BENCH_CLIENTS', 50);
export const SECONDS = num('BENCH_SECONDS', 20);
export const WARMUP_SECONDS = num('BENCH_WARMUP_SECONDS', 2);
export const CONCURRENCY = num('BENCH_WORKER_CONCURRENCY', 50);
/** Offered load of the paced phase, in jobs per second for all clients together (the throughput target). */
export const RATE = num('BENCH_RATE', 300);
export const JOB_TIMEOUT_MS = num('BENCH_JOB_TIMEOUT_MS', 10_000);
export const PROMPT = env.BENCH_PROMPT || 'bench';
export const EXTERNAL_URL = env.BENCH_URL ? env.BENCH_URL.replace(/\/+$/, '') : null;
export const SKIP_BARE = env.BENCH_SKIP_BARE === '1';
export const BARE_INPROCESS = env.BENCH_BARE_INPROCESS === '1';
/** Hard bound on the whole run: past it every phase stops and the clean-up runs. */
const DEADLINE_MS = num('BENCH_DEADLINE_SECONDS', 4 * (SECONDS + WARMUP_SECONDS) + 45) * 1000;

export const deadline = new AbortController();
const deadlineTimer = setTimeout(() => {
  log(`deadline of ${DEADLINE_MS / 1000} s reached: stopping`);
  deadline.abort(new Error('deadline reached'));
}, DEADLINE_MS);
deadlineTimer.unref();
export const over = () => deadline.signal.aborted;
