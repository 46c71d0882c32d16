import type { Client } from 'pg';

import type { ApiError, AuthResponse } from '../src/contracts';
import { openDb } from './support/db';
import { call, signUp } from './support/http';
import { type RunningApi, startApi } from './support/in-process';

let api: RunningApi;
let db: Client;
let alice: AuthResponse;
beforeAll(async () => {
  api = await startApi();
  db = await openDb();
  alice = await signUp(api.url);
});
afterAll(async () => {
  await db.end();
  await api.close();
});

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const girlCount = async (userId: string) =>
  Number((await db.query<{ count: string }>('SELECT count(*) FROM girls WHERE owner_id = $1', [userId])).rows[0].count);

describe('JSON nesting', () => {
  it.each([33, 1_500, 49_000])('a body nested %i deep answers 400 before anything else reads it', async (depth) => {
    const res = await call<ApiError>(api.url, 'POST', '/api/girls', {
      token: alice.token,
      raw: `{"personality":${nested(depth - 1)}}`,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is nested too deeply.');
  });

  it('32 levels are fine (an ordinary validation answer), and brackets inside strings do not count', async () => {
    const deep = await call<ApiError>(api.url, 'POST', '/api/girls', {
      token: alice.token,
      raw: `{"personality":${nested(31)}}`,
    });
    expect(deep.status).toBe(400);
    expect(deep.body.message).not.toBe('The request body is nested too deeply.');
    const quoted = await call<ApiError>(api.url, 'POST', '/api/auth/signin', {
      body: { username: '[[[['.repeat(40), password: '{{{{'.repeat(40) },
    });
    expect(quoted.status).not.toBe(400);
  });
});

describe('forbidden characters in text fields', () => {
  it.each([
    ['name', { name: 'Mi\u0000a', personality: ['Playful'] }],
    ['hair', { name: 'Mia', hair: 'Red\ud800', personality: ['Playful'] }],
    ['personality', { name: 'Mia', personality: ['Witty\uffff'] }],
    ['personality', { name: 'Mia', personality: ['\udc00'] }],
  ])('%s answers 400 naming the field, and no girl is saved', async (field, body) => {
    const before = await girlCount(alice.user.id);
    const res = await call<ApiError>(api.url, 'POST', '/api/girls', { token: alice.token, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`${field} contains characters that are not allowed.`);
    expect(await girlCount(alice.user.id)).toBe(before);
  });

  it('a chat message, a sign-in and a query string too; emoji (surrogate pairs) are fine', async () => {
    const chat = await call<ApiError>(api.url, 'POST', '/api/girl-chat', {
      token: alice.token,
      body: { girlId: '00000000-0000-4000-8000-000000000000', newUserMessage: 'hi\u0000' },
    });
    expect(chat.body.message).toBe('newUserMessage contains characters that are not allowed.');
    const signIn = await call<ApiError>(api.url, 'POST', '/api/auth/signin', {
      body: { username: 'a\ud83d', password: 'whatever123' },
    });
    expect(signIn.body.message).toBe('username contains characters that are not allowed.');
    expect((await call(api.url, 'GET', '/api/feed?cursor=%00')).status).toBe(400);
    const emoji = await call(api.url, 'POST', '/api/girls', {
      token: alice.token,
      body: { name: 'Mia 💋', personality: ['Playful'] },
    });
    expect(emoji.status).toBe(201);
  });
});

describe('feed cursors', () => {
  it.each([
    Buffer.from('2024-01-01T00:00:00.000000Z|00000000-0000-0000-0000-000000000000').toString('base64url'),
    Buffer.from('1999|------------------------------------').toString('base64url'),
    Buffer.from('2024-01-01T00:00:00.000000Z|00000000-0000-4000-8000-000000000000|forged').toString('base64url'),
    'garbage',
    '',
  ])('one the API did not issue answers 400 "Invalid cursor." (%s)', async (cursor) => {
    const res = await call<ApiError>(api.url, 'GET', `/api/feed?cursor=${cursor}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid cursor.');
  });
});

describe('cross-site requests', () => {
  const cookie = () => `session=${alice.token}`;
  it('a cookie-authenticated POST from another origin, or with neither Origin nor Referer, is refused', async () => {
    const sets: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      {},
      { origin: 'null' },
    ];
    for (const headers of sets) {
      const res = await call<ApiError>(api.url, 'POST', '/api/girls', {
        cookie: cookie(),
        headers,
        body: { name: 'Mia', personality: ['Playful'] },
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'Cross-site request refused.', error: 'Forbidden' });
    }
  });

  it('our own origin, a bearer token and safe methods pass', async () => {
    const own = await call(api.url, 'POST', '/api/girls', {
      cookie: cookie(),
      headers: { origin: 'http://localhost:3000' },
      body: { name: 'Mia', personality: ['Playful'] },
    });
    expect(own.status).toBe(201);
    const byReferer = await call(api.url, 'POST', '/api/girls', {
      cookie: cookie(),
      headers: { referer: 'http://localhost:3000/create' },
      body: { name: 'Mia', personality: ['Playful'] },
    });
    expect(byReferer.status).toBe(201);
    const bearer = await call(api.url, 'POST', '/api/girls', {
      token: alice.token,
      headers: { origin: 'https://evil.example' },
      body: { name: 'Mia', personality: ['Playful'] },
    });
    expect(bearer.status).toBe(201);
    expect(
      (await call(api.url, 'GET', '/api/auth/me', { cookie: cookie(), headers: { origin: 'https://evil.example' } }))
        .status,
    ).toBe(200);
  });
});

it('answers that carry a token are not cached', async () => {
  const res = await call(api.url, 'POST', '/api/auth/signin', {
    body: { username: alice.user.username, password: 'correct horse battery' },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
});
