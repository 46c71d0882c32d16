import type { INestApplicationContext } from '@nestjs/common';

import { type CreateGirlResponse, type Message, MESSAGES } from '../src/contracts';
import { call, signUp } from './support/http';
import { type RunningApi, startApi, startWorker } from './support/in-process';
import { OpenAiServer } from './support/openai-server';
import { connectSocket, until } from './support/sockets';

/** SAFETY.md: what a chat model writes is checked before anyone sees it, streamed or not. */
let api: RunningApi;
let worker: INestApplicationContext;
const server = new OpenAiServer();

beforeAll(async () => {
  const baseURL = await server.start();
  api = await startApi({ CHAT_PROVIDER: 'openai', OPENAI_BASE_URL: baseURL, OPENAI_API_KEY: 'test' });
  worker = await startWorker();
});
afterAll(async () => {
  await worker.close();
  await api.close();
  await server.stop();
});

async function chatWith(deltas: string[]) {
  const { token } = await signUp(api.url);
  const girl = (
    await call<CreateGirlResponse>(api.url, 'POST', '/api/girls', {
      token,
      body: { name: 'Mia', personality: ['Playful'], style: 'Realistic' },
    })
  ).body.girl;
  await call(api.url, 'GET', `/api/chats/${girl.id}`, { token });
  const socket = await connectSocket(api.url, token);
  const tokens: string[] = [];
  const pushed: Message[] = [];
  socket.socket.on('chat:token', (e) => tokens.push(e.delta));
  socket.socket.on('chat:message', (e) => pushed.push(e.message));
  server.script({ kind: 'normal', deltas });
  const res = await call<{ response: string; message: Message }>(api.url, 'POST', '/api/girl-chat', {
    token,
    body: { girlId: girl.id, newUserMessage: 'Tell me about yourself' },
  });
  await until(() => pushed.length === 1, 5_000, 'chat:message');
  const log = (await call<{ messages: Message[] }>(api.url, 'GET', `/api/chats/${girl.id}`, { token })).body.messages;
  socket.close();
  return { res, tokens: tokens.join(''), pushed: pushed[0], stored: log.at(-1)! };
}

it('replaces a streamed underage self-description and never streams the age', async () => {
  const { res, tokens, pushed, stored } = await chatWith([
    'Well, ',
    'I am ',
    'only 1',
    '4 years',
    ' old and I go to ',
    'school every day, ',
    'what about you?',
  ]);
  expect(res.status).toBe(200);
  expect(res.body.response).toBe(MESSAGES.adultsOnlyReply);
  expect(pushed.text).toBe(MESSAGES.adultsOnlyReply);
  expect(stored.text).toBe(MESSAGES.adultsOnlyReply);
  expect(tokens).not.toMatch(/1\s*4|years old/);
});

it('streams and stores an adult reply unchanged', async () => {
  const deltas = ["I'm 24, ", 'a nurse ', 'who loves ', 'hiking and ', 'old jazz records. ', 'And you?'];
  const { res, tokens, stored } = await chatWith(deltas);
  expect(res.body.response).toBe(deltas.join('').trim());
  expect(stored.text).toBe(deltas.join('').trim());
  expect(tokens.trim()).toBe(deltas.join('').trim());
});
