import { type ChildProcess, spawn, spawnSync } from 'node:child_process';

import { call } from './support/http';
import { type RunningApi, startApi } from './support/in-process';
import { freePort } from './support/processes';

/** A Redis on `port`, once it answers PING (a loaded machine can take seconds, and a restart must wait for the old one's port). */
async function startRedis(port: number): Promise<ChildProcess> {
  const end = Date.now() + 15_000;
  for (;;) {
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 20; i++) {
      await new Promise((r) => setTimeout(r, 100));
      if (spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG')
        return server;
      if (server.exitCode !== null) break;
    }
    server.kill('SIGKILL');
    if (Date.now() > end) throw new Error(`redis-server did not start on port ${port}`);
  }
}

async function statusWithin(url: string, want: number, ms: number): Promise<number> {
  const end = Date.now() + ms;
  let last = 0;
  while (Date.now() < end) {
    last = (await call(url, 'GET', '/api/health')).status;
    if (last === want) return last;
    await new Promise((r) => setTimeout(r, 250));
  }
  return last;
}

/** A Redis of its own, so that stopping it disturbs no other test. */
describe('GET /api/health while Redis goes away and comes back', () => {
  let redis: ChildProcess;
  let api: RunningApi;

  afterAll(async () => {
    await api?.close();
    redis?.kill('SIGKILL');
  });

  it('is 503 while Redis is stopped and 200 again within 10 seconds after it restarts, with no restart of the API', async () => {
    const port = await freePort();
    redis = await startRedis(port);
    api = await startApi({ REDIS_URL: `redis://127.0.0.1:${port}` });
    expect((await call(api.url, 'GET', '/api/health')).status).toBe(200);

    redis.kill('SIGKILL');
    expect(await statusWithin(api.url, 503, 10_000)).toBe(503);
    const down = await call<{ message: string }>(api.url, 'GET', '/api/health');
    expect(down.body.message).toMatch(/^Redis: /);
    // liveness asks neither Postgres nor Redis: an outage of theirs restarts no pod
    expect((await call(api.url, 'GET', '/api/livez')).status).toBe(200);

    redis = await startRedis(port);
    expect(await statusWithin(api.url, 200, 10_000)).toBe(200);
  });
});
