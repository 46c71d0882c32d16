// Sockets: BENCH_SOCKETS (2000) anonymous sockets on one API process; the RSS they add (target
// ≤ 150 MB) and how long a feed:post (a picture posted by another user) takes to reach all of them,
// counted from the poster's job:completed, sent just before it (target p99 ≤ 200 ms). Floor: a bare
// Socket.IO server (bench/sockets/bare-server.mjs) with the same sockets and the same two events.
// `node bench/sockets.mjs`; BENCH_SOCKETS (2000), BENCH_SOCKET_POSTS (5).
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { io } from 'socket.io-client';

import {
  GIRL_LOOKS,
  latencies,
  latencyLine,
  mb,
  num,
  openSocket,
  post,
  rss,
  runPart,
  signUp,
  sleep,
} from './lib/common.mjs';
import { freePort, log, root, startNode, startStack, stopProcess, waitForLine } from './lib/processes.mjs';

const SOCKETS = num('BENCH_SOCKETS', 2000);
const POSTS = num('BENCH_SOCKET_POSTS', 5);

/** SOCKETS sockets, 100 at a time; each records when feed:post arrives. */
async function crowd(base, arrivals) {
  const sockets = [];
  for (let i = 0; i < SOCKETS; i += 100) {
    const batch = await Promise.all(Array.from({ length: Math.min(100, SOCKETS - i) }, () => openSocket(base)));
    for (const s of batch) s.on('feed:post', () => arrivals.push(performance.now()));
    sockets.push(...batch);
  }
  return sockets;
}

/** For each of POSTS events: arrival − t0 at every socket; `trigger` resolves t0 (the poster's job:completed). */
async function fanOut(trigger, arrivals) {
  const lat = [];
  let reached = 0;
  for (let n = 0; n < POSTS; n++) {
    arrivals.length = 0;
    const t0 = await trigger(n);
    const until = performance.now() + 15_000;
    while (arrivals.length < SOCKETS && performance.now() < until) await sleep(20);
    reached += arrivals.length;
    lat.push(...arrivals.map((t) => t - t0));
    await sleep(300);
  }
  return { lat: latencies(lat), reachedAll: reached === SOCKETS * POSTS, reached };
}

async function measure(name, base, pid, trigger) {
  await sleep(2000);
  const before = rss(pid);
  const arrivals = [];
  const t = performance.now();
  const sockets = await crowd(base, arrivals);
  log(`${name}: ${sockets.length} sockets connected in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await sleep(3000);
  const after = rss(pid);
  const fan = await fanOut(trigger, arrivals);
  for (const s of sockets) s.close();
  return { added: after - before, before, ...fan };
}

await runPart('sockets', async () => {
  // floor
  const port = await freePort();
  const bare = startNode('bare Socket.IO', join(root, 'bench/sockets/bare-server.mjs'), {
    env: { PATH: process.env.PATH, PORT: String(port) },
  });
  await waitForLine(bare, 'ready');
  const bareBase = `http://127.0.0.1:${port}`;
  const control = io(bareBase, { transports: ['websocket'], auth: { control: true }, forceNew: true });
  const floor = await measure(
    'floor',
    bareBase,
    bare.child.pid,
    () =>
      new Promise((ok) => {
        control.once('job:completed', () => ok(performance.now()));
        control.emit('go');
      }),
  );
  control.close();
  await stopProcess(bare);

  // the app: a signed-in poster whose pictures of her girl go to the feed
  const stack = await startStack({
    // thousands of anonymous sockets from one address
    extraEnv: { WORKER_CONCURRENCY: '4', ANONYMOUS_SOCKETS_PER_IP: '0' },
  });
  const { token } = await signUp(stack.base, 0);
  const poster = await openSocket(stack.base, token);
  const girl = await post(stack.base, '/api/girls', { name: 'Mia', ...GIRL_LOOKS }, token);
  if (girl.status !== 201) throw new Error(`new girl: HTTP ${girl.status} ${JSON.stringify(girl.body)}`);
  const girlId = girl.body.girl.id;
  const app = await measure('API', stack.base, stack.api.child.pid, async () => {
    const res = await post(stack.base, `/api/girls/${girlId}/pics`, {}, token);
    if (res.status !== 202) throw new Error(`pics: HTTP ${res.status} ${JSON.stringify(res.body)}`);
    return new Promise((ok) => {
      const on = (e) => {
        if (e.jobId !== res.body.jobId) return;
        poster.off('job:completed', on);
        ok(performance.now());
      };
      poster.on('job:completed', on);
    });
  });
  poster.close();
  const row = (name, r) =>
    `   ${name.padEnd(26)}: RSS ${mb(r.before)} + ${mb(r.added)} for ${SOCKETS} sockets; feed:post ${latencyLine(r.lat)}; reached ${r.reached} of ${SOCKETS * POSTS}`;
  console.log(row('floor (bare Socket.IO)', floor));
  console.log(row('API', app));
  return [
    [
      `RSS added by ${SOCKETS} sockets <= 150 MB`,
      app.added <= 150 * 2 ** 20,
      `${mb(app.added)} (floor ${mb(floor.added)})`,
    ],
    ['feed:post reaches every socket', app.reachedAll, `${app.reached} of ${SOCKETS * POSTS}`],
    [
      'feed:post p99 <= 200 ms',
      app.lat.p99 <= 200,
      `${app.lat.p99.toFixed(1)} ms (floor ${floor.lat.p99.toFixed(1)} ms)`,
    ],
  ];
});
