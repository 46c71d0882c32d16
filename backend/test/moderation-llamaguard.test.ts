import type { INestApplicationContext } from '@nestjs/common';

import { type ApiError, MESSAGES } from '../src/contracts';
import { GuardServer } from './support/guard-server';
import { call, signUp } from './support/http';
import { type RunningApi, startApi, startWorker } from './support/in-process';

/** MODERATION_PROVIDER=llamaguard (SAFETY.md section 1, second layer): Llama Guard 3 on a local OpenAI-compatible server. */
let api: RunningApi;
let worker: INestApplicationContext;
let token: string;
const guard = new GuardServer();

beforeAll(async () => {
  const baseURL = await guard.start();
  api = await startApi({
    MODERATION_PROVIDER: 'llamaguard',
    MODERATION_BASE_URL: baseURL,
    MODERATION_MODEL: 'llama-guard3:8b',
    MODERATION_API_KEY: 'guard-key',
    CHAT_PROVIDER: 'offline',
    MODERATION_TIMEOUT_MS: '400',
  });
  worker = await startWorker();
  token = (await signUp(api.url)).token;
});
afterAll(async () => {
  await worker.close();
  await api.close();
  await guard.stop();
});
beforeEach(() => {
  guard.mode = 'answer';
  guard.answer = 'safe';
  guard.finishReason = 'stop';
});

/** A new girl whose appearance answer (a prompt text) is `hair`; `as` signs up a fresh account (5 credits each). */
const createGirl = (hair: string, as = token) =>
  call<ApiError>(api.url, 'POST', '/api/girls', {
    token: as,
    body: { name: 'Ana', hair, personality: ['Playful'] },
  });
const ADULT = 'auburn curls, red evening dress';

describe('the guard says it is fine', () => {
  it.each(['safe', '\n\nsafe\n', 'unsafe\nS1', 'unsafe\nS1,S10,S14', 'unsafe\nS12'])(
    'passes on %j and asked the guard once, with the text as the user turn',
    async (answer) => {
      guard.answer = answer;
      const asked = guard.requests.length;
      const res = await createGirl(ADULT, (await signUp(api.url)).token);
      expect(res.status).toBe(201);
      expect(guard.requests.length).toBe(asked + 1);
      const { body, headers } = guard.requests.at(-1)!;
      expect(body.model).toBe('llama-guard3:8b');
      expect(body.messages).toEqual([{ role: 'user', content: expect.stringContaining(ADULT) as string }]);
      expect(body.temperature).toBe(0);
      expect(body.max_tokens).toBeLessThanOrEqual(64);
      expect(body.stream).toBeFalsy();
      expect(headers.authorization).toBe('Bearer guard-key');
    },
  );
});

describe('the guard flags S4', () => {
  it.each(['unsafe\nS4', 'unsafe\nS1,S4', 'unsafe\nS3, S4, S12', '\nunsafe\ns4\n'])(
    'refuses %j with 422 and the policy message',
    async (answer) => {
      guard.answer = answer;
      const asked = guard.requests.length;
      const res = await createGirl(ADULT);
      expect([res.status, res.body.message]).toEqual([422, MESSAGES.adultsOnly]);
      expect(guard.requests.length).toBe(asked + 1);
    },
  );
});

describe('fails closed with 503', () => {
  it.each(['', 'I cannot help with that.', 'unsafe', 'unsafe\n', 'unsafe\nviolent crimes', 'safe\nS4', 'Safe.', 'S4'])(
    'on the unreadable answer %j',
    async (answer) => {
      guard.answer = answer;
      const res = await createGirl(ADULT);
      expect([res.status, res.body.message]).toEqual([503, MESSAGES.featureUnavailable]);
    },
  );

  it('on an answer cut off by max_tokens', async () => {
    guard.answer = 'unsafe\nS1,S2';
    guard.finishReason = 'length';
    const res = await createGirl(ADULT);
    expect([res.status, res.body.message]).toEqual([503, MESSAGES.featureUnavailable]);
  });

  it.each(['hang', 'error', 'reset'] as const)('when the server does not answer (%s), after one try', async (mode) => {
    guard.mode = mode;
    const asked = guard.requests.length;
    const started = Date.now();
    const res = await createGirl(ADULT);
    expect([res.status, res.body.message]).toEqual([503, MESSAGES.featureUnavailable]);
    expect(guard.requests.length).toBe(asked + 1);
    if (mode === 'hang') expect(Date.now() - started).toBeLessThan(3000);
  });

  it('when the server is down', async () => {
    await guard.stop();
    try {
      const res = await createGirl(ADULT);
      expect([res.status, res.body.message]).toEqual([503, MESSAGES.featureUnavailable]);
    } finally {
      await guard.start();
    }
    expect((await createGirl(ADULT, (await signUp(api.url)).token)).status).toBe(201);
  });
});

describe('the rules run first', () => {
  it.each(['looks 12', 'a shcoolgirl', 'una niña de doce años', '女子高生'])(
    'refuses %j with 422 without asking the guard',
    async (text) => {
      const asked = guard.requests.length;
      const res = await createGirl(text);
      expect([res.status, res.body.message]).toEqual([422, MESSAGES.adultsOnly]);
      expect(guard.requests.length).toBe(asked);
    },
  );

  it('asks the guard about a chat picture request, not about plain chat text', async () => {
    const owner = (await signUp(api.url)).token;
    const girl = await call<{ girl: { id: string } }>(api.url, 'POST', '/api/girls', {
      token: owner,
      body: { name: 'Mia', personality: ['Playful'] },
    });
    const chat = (text: string) =>
      call<ApiError>(api.url, 'POST', '/api/girl-chat', {
        token: owner,
        body: { girlId: girl.body.girl.id, newUserMessage: text },
      });
    guard.mode = 'hang';
    const asked = guard.requests.length;
    expect((await chat('hey, how was your day?')).status).toBe(200);
    expect(guard.requests.length).toBe(asked);
    guard.mode = 'answer';
    guard.answer = 'unsafe\nS4';
    const res = await chat('send me a picture of you in a red dress');
    expect([res.status, res.body.message]).toEqual([422, MESSAGES.adultsOnly]);
    expect(guard.requests.length).toBe(asked + 1);
  });
});

it('refuses to boot without MODERATION_BASE_URL, naming it', async () => {
  await expect(startApi({ MODERATION_PROVIDER: 'llamaguard', MODERATION_BASE_URL: '' })).rejects.toThrow(
    /Invalid configuration:[\s\S]*MODERATION_BASE_URL/,
  );
  await expect(
    startApi({ MODERATION_PROVIDER: 'llamaguard', MODERATION_BASE_URL: '127.0.0.1:11434/v1' }),
  ).rejects.toThrow(/Invalid configuration:[\s\S]*MODERATION_BASE_URL/);
});
