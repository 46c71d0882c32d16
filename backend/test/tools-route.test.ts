import { request } from 'node:http';

import type { ApiError } from '../src/contracts';
import { TOOL_BODY_LIMITS } from '../src/infra/http/body-parsers';
import { call, signUp } from './support/http';
import { type RunningApi, startApi } from './support/in-process';

/** A POST with exactly these headers (fetch would add Accept-Encoding of its own): status, headers, body text. */
function rawPost(url: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The tools' job POSTs, on Nest's routes behind the app's Express stack: session, limit, pipes, headers. */
describe('a tool POST', () => {
  let api: RunningApi;

  beforeAll(async () => {
    api = await startApi({ JOBS_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('needs a live session: 401 in the API shape, with the security headers and a request id', async () => {
    const res = await call<ApiError>(api.url, 'POST', '/api/flux-generate', {
      body: { prompt: 'red hair' },
      headers: { 'x-request-id': 'tool-401' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, message: expect.any(String) as string, error: 'Unauthorized' });
    expect(res.headers.get('x-request-id')).toBe('tool-401');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('queues a job (202), counts it against the jobs limit; refused calls (400, 422) do not count', async () => {
    const { token } = await signUp(api.url);
    const refused = await call<ApiError>(api.url, 'POST', '/api/flux-generate', {
      token,
      body: { prompt: 'red hair', aspectRatio: '7:3' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^aspectRatio must be one of /);
    const minor = await call<ApiError>(api.url, 'POST', '/api/flux-generate', {
      token,
      body: { prompt: 'a 15 year old girl' },
    });
    expect(minor.status).toBe(422);
    for (let i = 0; i < 2; i++) {
      const ok = await call<{ jobId: string; status: string }>(api.url, 'POST', '/api/flux-generate', {
        token,
        // an unknown field is dropped, as the validation pipe's whitelist did
        body: { prompt: 'red hair', aspectRatio: '1:1', extra: 'ignored' },
        headers: { 'x-request-id': `tool-202-${i}` },
      });
      expect(ok.status).toBe(202);
      expect(ok.body).toEqual({ jobId: expect.any(String) as string, status: 'queued' });
      expect(ok.headers.get('x-request-id')).toBe(`tool-202-${i}`);
    }
    const third = await call<ApiError>(api.url, 'POST', '/api/flux-generate', { token, body: { prompt: 'red hair' } });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers a plain client (no Accept-Encoding) 202 with the headers res.json and helmet would set', async () => {
    const { token } = await signUp(api.url);
    const res = await rawPost(
      `${api.url}/api/flux-generate`,
      { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-request-id': 'tool-plain' },
      JSON.stringify({ prompt: 'red hair', aspectRatio: '1:1' }),
    );
    expect(res.status).toBe(202);
    expect(JSON.parse(res.text)).toEqual({ jobId: expect.any(String) as string, status: 'queued' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
    expect(res.headers.etag).toMatch(/^W\/"[0-9a-f]+-[\w+/]{27}"$/);
    expect(res.headers['x-request-id']).toBe('tool-plain');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers.vary).toBe('Accept-Encoding');
  });

  it("runs what the app's stack runs for a POST: the cross-site check, the body parser's guards, helmet's headers, Vary", async () => {
    const { token } = await signUp(api.url);
    const cookie = `session=${token}`;
    const body = { prompt: 'red hair', aspectRatio: '1:1' };
    const evil = await call<ApiError>(api.url, 'POST', '/api/flux-generate', {
      cookie,
      headers: { origin: 'https://evil.example' },
      body,
    });
    expect(evil.status).toBe(403);
    expect(evil.body).toEqual({ statusCode: 403, message: 'Cross-site request refused.', error: 'Forbidden' });
    const bad = await call<ApiError>(api.url, 'POST', '/api/flux-generate', { token, raw: '{"prompt": "red' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The request body is not valid JSON.');
    const limit = TOOL_BODY_LIMITS.find((r) => r.route === '/api/flux-generate')!.limit;
    const large = await call<ApiError>(api.url, 'POST', '/api/flux-generate', {
      token,
      raw: JSON.stringify({ prompt: 'x'.repeat(limit) }),
    });
    expect(large.status).toBe(413);
    expect(large.body.message).toBe('The request body is too large.');
    const own = await call<{ jobId: string }>(api.url, 'POST', '/api/flux-generate', {
      cookie,
      headers: { origin: 'http://localhost:3000', 'accept-encoding': 'gzip' },
      body,
    });
    expect(own.status).toBe(202);
    expect(own.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(own.headers.get('vary')).toBe('Accept-Encoding');
  });
});
