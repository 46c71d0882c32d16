import { freePort, type Proc, spawnEntry, waitForHealth } from './support/processes';

interface LogLine {
  msg?: string;
  req?: Record<string, unknown>;
  res?: Record<string, unknown>;
  responseTime?: number;
}

/** The API as deployed, logging at info: what its stdout says about each request. */
describe('request log lines', () => {
  let api: { proc: Proc; url: string };

  beforeAll(async () => {
    const port = await freePort();
    const proc = spawnEntry('main.api.js', {
      NODE_ENV: 'production',
      SOLANA_RECEIVER: '11111111111111111111111111111112',
      LOG_LEVEL: 'info',
      PORT: String(port),
    });
    api = { proc, url: `http://127.0.0.1:${port}` };
    await waitForHealth(api.url, 110_000, proc);
  }, 120_000);
  afterAll(async () => {
    await api?.proc.stop();
  });

  it('are one short line per request (id, method, path, status, time), no headers, all written by the time the process ends', async () => {
    const res = await fetch(`${api.url}/api/feed?limit=2`, {
      headers: {
        cookie: 'session=very-secret-cookie',
        authorization: 'Bearer very-secret-token',
        'x-request-id': 'log-test-1',
      },
    });
    expect(res.status).toBeLessThan(500);
    // answered just before the signal: the asynchronous writer must still get it out
    const last = await fetch(`${api.url}/api/feed?limit=3`, { headers: { 'x-request-id': 'log-test-2' } });
    expect(last.status).toBeLessThan(500);
    await api.proc.stop('SIGTERM');

    const out = api.proc.output();
    expect(out).not.toContain('very-secret');
    const lines = out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as LogLine);
    for (const id of ['log-test-1', 'log-test-2']) {
      const line = lines.find((l) => l.req?.id === id);
      expect(line).toBeDefined();
      expect(line!.req).toEqual({ id, method: 'GET', path: '/api/feed' });
      expect(line!.res).toEqual({ statusCode: res.status });
      expect(typeof line!.responseTime).toBe('number');
    }
  });
});
