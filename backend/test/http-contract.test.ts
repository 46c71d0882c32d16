import { Keypair } from '@solana/web3.js';

import type { ApiError, Stats } from '../src/contracts';
import { call, signUp } from './support/http';
import { type RunningApi, startApi } from './support/in-process';
import { linkWallet } from './support/wallet-link';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('errors', () => {
  it('answers an unknown API path with a 404 in the error shape', async () => {
    const res = await call<ApiError>(api.url, 'GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: expect.any(String) as unknown, error: 'Not Found' });
  });

  it('answers malformed JSON with 400 and a single-string message', async () => {
    const res = await call<ApiError>(api.url, 'POST', '/api/auth/signin', { raw: '{"username": ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON.', error: 'Bad Request' });
  });

  it('limits JSON bodies to 100 KB, but the image tool routes to 15 MB', async () => {
    const big = 'x'.repeat(200 * 1024);
    const auth = await call<ApiError>(api.url, 'POST', '/api/auth/signin', { body: { username: big, password: big } });
    expect(auth.status).toBe(413);
    expect(auth.body.error).toBe('Payload Too Large');

    const { token } = await signUp(api.url);
    // 1 MB reaches the tool's own validation (not an image) instead of the body limit
    const tool = await call<ApiError>(api.url, 'POST', '/api/flux-generate', {
      token,
      body: { prompt: 'x', imageBase64: `data:image/png;base64,${Buffer.alloc(1024 * 1024, 7).toString('base64')}` },
    });
    expect(tool.status).toBe(415);
  });

  it('answers a wrong type with 400 and one message, and strips unknown fields', async () => {
    const { token } = await signUp(api.url);
    const wrong = await call<ApiError>(api.url, 'POST', '/api/flux-generate', {
      token,
      body: { prompt: 42, aspectRatio: '1:1' },
    });
    expect(wrong.status).toBe(400);
    expect(typeof wrong.body.message).toBe('string');
    expect(wrong.body.message).toBe('prompt must be text');

    const ratio = await call<ApiError>(api.url, 'POST', '/api/flux-generate', {
      token,
      body: { prompt: 'hi', aspectRatio: '7:3' },
    });
    expect(ratio.body.message).toBe('aspectRatio must be one of 1:1, 16:9, 9:16, 4:5, 3:2');

    const stripped = await call(api.url, 'POST', '/api/users/me/wallet/nonce', {
      token,
      body: { address: 'not a key', admin: true },
    });
    expect(stripped.status).toBe(400);
    expect((stripped.body as ApiError).message).toBe('address must be a valid base58 public key');
  });

  it('needs a session for private routes', async () => {
    const res = await call<ApiError>(api.url, 'POST', '/api/flux-generate', { body: { prompt: 'hello' } });
    expect(res.status).toBe(401);
  });
});

describe('users', () => {
  it('counts real users', async () => {
    const before = (await call<Stats>(api.url, 'GET', '/api/users/stats')).body;
    await signUp(api.url);
    const after = (await call<Stats>(api.url, 'GET', '/api/users/stats')).body;
    expect(after.users).toBe(before.users + 1);
    expect(after).toEqual({
      users: expect.any(Number) as unknown,
      girls: expect.any(Number) as unknown,
      images: expect.any(Number) as unknown,
    });
  });

  it('links a wallet that signed the sign-in message to the user, and no unsigned one', async () => {
    const { token } = await signUp(api.url);
    const wallet = Keypair.generate();
    const unsigned = await call<ApiError>(api.url, 'PUT', '/api/users/me/wallet', {
      token,
      body: { wallet: wallet.publicKey.toBase58() },
    });
    expect(unsigned.status).toBe(400);
    const res = await linkWallet(api.url, token, wallet);
    expect(res.status).toBe(200);
    expect(res.body.user.wallet).toBe(wallet.publicKey.toBase58());
  });
});

describe('the HTTP surface', () => {
  it('serves the OpenAPI document with every endpoint', async () => {
    const res = await call<{ paths: Record<string, unknown> }>(api.url, 'GET', '/api/docs-json');
    expect(res.status).toBe(200);
    for (const path of [
      '/api/auth/signup',
      '/api/auth/signin',
      '/api/auth/signout',
      '/api/auth/me',
      '/api/users/stats',
      '/api/users/me/wallet',
      '/api/users/me/wallet/nonce',
      '/api/girls/random',
      '/api/jobs/{id}',
      '/api/flux-generate',
      '/api/health',
      '/api/chats/{girlId}/messages/{messageId}/speech',
      '/api/chats/{girlId}/voice-replies',
      '/api/girls/{id}/voice',
      '/api/voices/{voice}/sample',
    ]) {
      expect(Object.keys(res.body.paths)).toContain(path);
    }
    expect((await fetch(`${api.url}/api/docs`)).status).toBe(200);
  });

  it('keeps idle connections open longer than clients and proxies do (Node closes them after 5 s)', async () => {
    const server = api.app.getHttpServer();
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it('sends security headers with a content security policy', async () => {
    const res = await fetch(`${api.url}/api/health`);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-request-id')).toEqual(expect.any(String));
  });

  it('reports Postgres and Redis as up, with the workers and each queue (API.md "Health")', async () => {
    const res = await call(api.url, 'GET', '/api/health');
    expect(res.status).toBe(200);
    const counts = {
      waiting: expect.any(Number) as unknown,
      active: expect.any(Number) as unknown,
      failed: expect.any(Number) as unknown,
    };
    expect(res.body).toEqual({
      status: 'ok',
      info: {
        db: { status: 'up' },
        redis: { status: 'up' },
        workers: { status: expect.stringMatching(/^(up|down)$/) as unknown, count: expect.any(Number) as unknown },
        queues: { images: counts, media: counts },
      },
    });
  });
});
