// Feed: 100,000 posts, keyset pages (GET /api/feed?limit=20&cursor=...) at 50 connections with
// autocannon, the API against its floor: a bare node:http + pg server running the same query
// (bench/feed/bare-server.mjs). Targets: API ≥ 0.6× the floor's req/s, API p99 ≤ 2× the floor's p99.
// `node bench/feed.mjs`; BENCH_FEED_SECONDS (15), BENCH_FEED_CONNECTIONS (50), BENCH_FEED_POSTS (100000).
import { join } from 'node:path';

import autocannon from 'autocannon';
import pg from 'pg';

import { num, rss, runPart, signUp } from './lib/common.mjs';
import { freePort, log, root, startNode, startStack, waitForLine } from './lib/processes.mjs';

const SECONDS = num('BENCH_FEED_SECONDS', 15);
const CONNECTIONS = num('BENCH_FEED_CONNECTIONS', 50);
const POSTS = num('BENCH_FEED_POSTS', 100_000);
const PAGES = 300;

async function seed(dbUrl, userId) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO feed_posts (user_id, girl_name, image_url, caption, nsfw, created_at)
       SELECT $1, 'Mia ' || i, '/media/bench/' || i || '.png', 'A caption for picture number ' || i, i % 7 = 0,
              now() - make_interval(secs => i * 3)
       FROM generate_series(1, $2) AS i`,
      [userId, POSTS],
    );
    await db.query('ANALYZE feed_posts');
  } finally {
    await db.end();
  }
}

/** The cursors of the first PAGES pages, walked on that server (each server signs its own). */
async function cursors(base) {
  const list = [];
  let cursor = null;
  for (let i = 0; i < PAGES; i++) {
    const res = await fetch(`${base}/api/feed?limit=20${cursor ? `&cursor=${cursor}` : ''}`);
    if (res.status !== 200) throw new Error(`walking ${base}: HTTP ${res.status}`);
    cursor = (await res.json()).nextCursor;
    if (!cursor) break;
    list.push(cursor);
  }
  return list;
}

async function load(base, list) {
  let i = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: `/api/feed?limit=20&cursor=${list[i++ % list.length]}` }),
      },
    ],
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    bad,
  };
}

await runPart('feed', async () => {
  const stack = await startStack({ worker: false });
  const { user } = await signUp(stack.base, 0);
  log(`seeding ${POSTS} posts`);
  await seed(stack.dbUrl, user.id);
  const port = await freePort();
  const bare = startNode('bare server', join(root, 'bench/feed/bare-server.mjs'), {
    env: { ...stack.env, PORT: String(port) },
  });
  const bareBase = `http://127.0.0.1:${port}`;
  await waitForLine(bare, 'ready');
  const [appCursors, bareCursors] = [await cursors(stack.base), await cursors(bareBase)];
  log(`${appCursors.length} pages walked on each; warm-up 3 s each`);
  await autocannon({ url: `${stack.base}/api/feed?limit=20`, connections: 10, duration: 3 });
  await autocannon({ url: `${bareBase}/api/feed?limit=20`, connections: 10, duration: 3 });
  log(`floor: ${CONNECTIONS} connections, ${SECONDS} s`);
  const floor = await load(bareBase, bareCursors);
  log(`API: ${CONNECTIONS} connections, ${SECONDS} s`);
  const app = await load(stack.base, appCursors);
  const line = (name, r) =>
    `   ${name.padEnd(22)}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms (${r.total} requests, ${r.bad} not 2xx or failed)`;
  console.log(line('floor (node:http + pg)', floor));
  console.log(line('API', app));
  console.log(`   API RSS after the run: ${(rss(stack.api.child.pid) / 2 ** 20).toFixed(1)} MB`);
  const ratio = app.rps / floor.rps;
  const p99Ratio = app.p99 / floor.p99;
  return [
    [
      'feed req/s >= 0.6x the floor',
      ratio >= 0.6 && app.bad === 0,
      `x${ratio.toFixed(2)}: ${app.rps.toFixed(0)} vs ${floor.rps.toFixed(0)}`,
    ],
    ['feed p99 <= 2x the floor p99', p99Ratio <= 2, `x${p99Ratio.toFixed(2)}: ${app.p99} vs ${floor.p99} ms`],
  ];
});
