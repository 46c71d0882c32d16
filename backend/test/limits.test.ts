import { randomUUID } from 'node:crypto';

import type { ApiError, AuthResponse } from '../src/contracts';
import { dropRedisPrefix } from './support/cleanup';
import { call, uniqueName } from './support/http';
import { type RunningApi, startApi } from './support/in-process';

/** Small limits on APIs with a Redis prefix of their own, so no other test's counters meet these. */
const prefix = `${process.env.QUEUE_PREFIX}-limits`;
const limits = {
  QUEUE_PREFIX: prefix,
  SIGNUP_LIMIT_PER_HOUR: '3',
  SIGNIN_FAILURES_PER_USERNAME: '3',
  SIGNIN_FAILURES_PER_IP: '5',
  JOBS_PER_MINUTE: '2',
  CHAT_MESSAGES_PER_MINUTE: '2',
  CHAT_WORD_DELAY_MS: '0',
};
let a: RunningApi;
let b: RunningApi;
let proxied: RunningApi;
beforeAll(async () => {
  [a, b, proxied] = await Promise.all([
    startApi(limits),
    startApi(limits),
    startApi({ ...limits, QUEUE_PREFIX: `${prefix}-proxy`, SIGNUP_LIMIT_PER_HOUR: '1', TRUST_PROXY: 'loopback' }),
  ]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close(), proxied?.close()]);
  await dropRedisPrefix(process.env.REDIS_URL!, prefix);
  await dropRedisPrefix(process.env.REDIS_URL!, `${prefix}-proxy`);
});

type Answer = AuthResponse & ApiError;
const post = (
  api: RunningApi,
  path: string,
  body: unknown,
  opts: { token?: string; headers?: Record<string, string> } = {},
) => call<Answer>(api.url, 'POST', path, { body, ...opts });
const signUp = (api: RunningApi, username = uniqueName(), headers?: Record<string, string>) =>
  post(api, '/api/auth/signup', { username, password: 'correct horse battery' }, { headers });

function expectTooMany(res: { status: number; body: ApiError; headers: Headers }) {
  expect(res.status).toBe(429);
  const wait = Number(res.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(res.body.message).toBe(`Too many requests. Please try again in ${wait} seconds.`);
}

let users: AuthResponse[] = [];

it('sign-ups: the limit per client IP holds across API processes, and a forged X-Forwarded-For does not help', async () => {
  users = [(await signUp(a)).body, (await signUp(b)).body, (await signUp(a)).body];
  expect(users.every((u) => typeof u.token === 'string')).toBe(true);
  expectTooMany(await signUp(b));
  expectTooMany(await signUp(a, uniqueName(), { 'x-forwarded-for': '203.0.113.9' }));
});

it('TRUST_PROXY decides whose X-Forwarded-For names the client', async () => {
  expect((await signUp(proxied, uniqueName(), { 'x-forwarded-for': '203.0.113.1' })).status).toBe(201);
  expectTooMany(await signUp(proxied, uniqueName(), { 'x-forwarded-for': '203.0.113.1' }));
  expect((await signUp(proxied, uniqueName(), { 'x-forwarded-for': '203.0.113.2' })).status).toBe(201);
});

it('queued jobs per user per minute, counted across processes; refused calls queue nothing and do not count', async () => {
  const { token } = users[0];
  const girl = { name: 'Mia', personality: ['Playful'] };
  expect((await post(a, '/api/girls', { personality: [] }, { token })).status).toBe(400);
  expect((await post(b, '/api/girls', { name: 'a 15 year old', personality: ['Shy'] }, { token })).status).toBe(422);
  expect((await post(a, '/api/girls', { personality: 'Playful' }, { token })).status).toBe(400);
  expect((await post(a, '/api/girls', girl, { token })).status).toBe(201);
  expect((await post(b, '/api/girls', girl, { token })).status).toBe(201);
  expectTooMany(await post(a, '/api/girls', girl, { token }));
  // another person is not affected
  expect((await post(b, '/api/girls', girl, { token: users[1].token })).status).toBe(201);
});

it('chat messages per user per minute; a message to no girl sends nothing and does not count', async () => {
  const { token } = users[2];
  const girl = (await post(a, '/api/girls', { name: 'Mia', personality: ['Playful'] }, { token })).body as unknown as {
    girl: { id: string };
  };
  expect((await post(a, '/api/girl-chat', { girlId: randomUUID(), newUserMessage: 'hello' }, { token })).status).toBe(
    404,
  );
  const body = { girlId: girl.girl.id, newUserMessage: 'hello' };
  expect((await post(a, '/api/girl-chat', body, { token })).status).toBe(200);
  expect((await post(b, '/api/girl-chat', body, { token })).status).toBe(200);
  expectTooMany(await post(a, '/api/girl-chat', body, { token }));
});

it('sign-in failures per username slow (never lock) it; per client IP they refuse even the right password', async () => {
  const [alice, bob] = users.map((u) => u.user.username);
  for (let i = 0; i < 3; i++)
    expect((await post(i % 2 ? a : b, '/api/auth/signin', { username: alice, password: `wrong ${i} pw` })).status).toBe(
      401,
    );
  // 3 failures (the setting here): the full wait, on every process, then the right password gets in
  const start = Date.now();
  expect((await post(a, '/api/auth/signin', { username: alice, password: 'correct horse battery' })).status).toBe(200);
  expect(Date.now() - start).toBeGreaterThanOrEqual(1900);
  // another username from the same address still may, until the address has failed 5 times
  expect((await post(b, '/api/auth/signin', { username: bob, password: 'correct horse battery' })).status).toBe(200);
  expect((await post(a, '/api/auth/signin', { username: 'nobody_here', password: 'wrong pw 1' })).status).toBe(404);
  expect((await post(b, '/api/auth/signin', { username: bob, password: 'wrong pw 2' })).status).toBe(401);
  expectTooMany(await post(a, '/api/auth/signin', { username: bob, password: 'correct horse battery' }));
});
