import { spawn, type ChildProcess } from 'node:child_process';
import { call } from './support/http';
import { startApi, type RunningApi } from './support/in-process';
import { freePort } from './support/processes';

function startRedis(port: number): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
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
    redis = startRedis(port);
    await new Promise((r) => setTimeout(r, 300));
    api = await startApi({ REDIS_URL: `redis://127.0.0.1:${port}` });
    expect((await call(api.url, 'GET', '/api/health')).status).toBe(200);

    redis.kill('SIGKILL');
    expect(await statusWithin(api.url, 503, 10_000)).toBe(503);
    const down = await call<{ message: string }>(api.url, 'GET', '/api/health');
    expect(down.body.message).toMatch(/^Redis: /);

    redis = startRedis(port);
    expect(await statusWithin(api.url, 200, 10_000)).toBe(200);
  });
});
