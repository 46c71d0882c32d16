// Memory: idle RSS of the API and the worker after 40 s of idle (target ≤ 150 MB each, heavy libraries loaded only on
// first use), then 1,000 mixed jobs (pictures of new girls, her pics, flux-generate) and the worker's
// RSS after them against its level after the first 100 (target: within 20 %, no leak). Floor: a bare
// Node process that only waits. `node bench/memory.mjs`; BENCH_MEMORY_JOBS (1000), BENCH_MEMORY_INFLIGHT (10).
import { performance } from 'node:perf_hooks';

import { GIRL_LOOKS, makeSubscribers, mb, num, openSocket, post, rss, runPart, signUp, sleep } from './lib/common.mjs';
import { log, startNode, startStack, stopProcess } from './lib/processes.mjs';

const JOBS = num('BENCH_MEMORY_JOBS', 1000);
const INFLIGHT = num('BENCH_MEMORY_INFLIGHT', 10);
const IDLE_LIMIT = 150 * 1024 * 1024;
const IDLE_SECONDS = num('BENCH_MEMORY_IDLE_SECONDS', 40);

async function bareNodeRss() {
  const bare = startNode('bare node', '-e', { env: process.env, args: ['setTimeout(() => {}, 10000)'], nodeArgs: [] });
  await sleep(1500);
  const bytes = rss(bare.child.pid);
  await stopProcess(bare);
  return bytes;
}

/** A client with its socket: each job is awaited until job:completed or job:failed. */
async function client({ base, dbUrl }, i) {
  const { token, user } = await signUp(base, i);
  await makeSubscribers(dbUrl, [user.id]);
  const socket = await openSocket(base, token);
  const waiting = new Map();
  const early = new Map();
  const settle = (jobId, ok) => {
    const w = waiting.get(jobId);
    if (w) {
      waiting.delete(jobId);
      w(ok);
    } else early.set(jobId, ok);
  };
  socket.on('job:completed', (e) => settle(e.jobId, true));
  socket.on('job:failed', (e) => settle(e.jobId, false));
  const wait = (jobId) =>
    early.has(jobId)
      ? Promise.resolve(early.get(jobId))
      : new Promise((ok) => {
          waiting.set(jobId, ok);
          setTimeout(() => waiting.delete(jobId) && ok(false), 30_000);
        });
  const girls = [];
  let picsRefused = false;
  /** The n-th job of this client: a new girl now and then, her pictures every third, else a flux picture. */
  async function job(n) {
    let res;
    if (n % 10 === 0 || girls.length === 0) {
      res = await post(base, '/api/girls', { name: `Mia ${n}`, ...GIRL_LOOKS }, token);
      if (res.status === 201) girls.push(res.body.girl.id);
    } else if (!picsRefused && n % 3 === 0) {
      res = await post(base, `/api/girls/${girls[n % girls.length]}/pics`, {}, token);
      if (res.status === 402) picsRefused = true;
    }
    if (!res || ![201, 202].includes(res.status))
      res = await post(base, '/api/flux-generate', { prompt: `bench ${n}`, aspectRatio: '1:1' }, token);
    const jobId = res.body?.jobId;
    if (!jobId) throw new Error(`job not accepted: HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    return wait(jobId);
  }
  return { job, close: () => socket.close() };
}

await runPart('memory', async () => {
  const floor = await bareNodeRss();
  const stack = await startStack({ extraEnv: { WORKER_CONCURRENCY: '10' } });
  // V8's memory reducer gives back the boot's spare heap pages some 20 s after the process goes quiet
  // (bench/README.md): the idle figure is read once it has, at 40 s, and the series is printed
  log(`API and worker up; ${IDLE_SECONDS} s of idle`);
  const series = [];
  for (let t = 0; t <= IDLE_SECONDS; t += 5) {
    if (t) await sleep(5000);
    series.push(`${t} s: API ${mb(rss(stack.api.child.pid))}, worker ${mb(rss(stack.worker.child.pid))}`);
  }
  const idleApi = rss(stack.api.child.pid);
  const idleWorker = rss(stack.worker.child.pid);
  console.log(`   RSS while idle: ${series.join('; ')}`);
  console.log(`   floor (a bare Node process): ${mb(floor)}`);
  console.log(`   idle RSS: API ${mb(idleApi)}, worker ${mb(idleWorker)}`);

  const clients = await Promise.all(Array.from({ length: INFLIGHT }, (_, i) => client(stack, i)));
  let done = 0;
  let failed = 0;
  let after100 = NaN;
  const t0 = performance.now();
  await Promise.all(
    clients.map(async (c) => {
      for (let n = 0; done < JOBS; n++) {
        const ok = await c.job(n).catch((err) => {
          log(err.message);
          return false;
        });
        done++;
        if (!ok) failed++;
        if (done === 100) after100 = rss(stack.worker.child.pid);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  await sleep(3000);
  const afterAll = rss(stack.worker.child.pid);
  const apiAfter = rss(stack.api.child.pid);
  for (const c of clients) c.close();
  const growth = afterAll / after100 - 1;
  console.log(`   ${done} jobs (${failed} failed) in ${seconds.toFixed(1)} s, ${INFLIGHT} in flight`);
  console.log(
    `   worker RSS: after 100 jobs ${mb(after100)}, after ${done} ${mb(afterAll)} (${(growth * 100).toFixed(1)} %)`,
  );
  console.log(`   API RSS after the jobs: ${mb(apiAfter)}`);
  return [
    ['API idle RSS <= 150 MB', idleApi <= IDLE_LIMIT, mb(idleApi)],
    ['worker idle RSS <= 150 MB', idleWorker <= IDLE_LIMIT, mb(idleWorker)],
    [
      `worker RSS after ${done} jobs within 20 % of after 100`,
      growth <= 0.2 && failed < done / 10,
      `${(growth * 100).toFixed(1)} %, ${failed} failed`,
    ],
  ];
});
