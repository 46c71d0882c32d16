import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { INestApplicationContext } from '@nestjs/common';

import type { CreateGirlResponse, JobCompletedEvent, Message } from '../src/contracts';
import { wavFile } from '../src/infra/ai/speech/audio';
import { call, signUp } from './support/http';
import { type RunningApi, startApi, startWorker } from './support/in-process';
import { connectSocket, until } from './support/sockets';

/** A stand-in for any OpenAI-compatible speech server: POST /v1/audio/speech answers a WAV, or fails when told to. */
const requests: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
let failWith: number | null = null;
const AUDIO = wavFile(Buffer.alloc(16_000, 7), 16_000);
const speechServer: Server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    requests.push({
      path: req.url ?? '',
      auth: req.headers.authorization,
      body: JSON.parse(raw || '{}') as Record<string, unknown>,
    });
    if (req.method !== 'POST' || req.url !== '/v1/audio/speech') return res.writeHead(404).end();
    if (failWith) {
      res.writeHead(failWith, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: { message: 'unknown voice', type: 'invalid_request_error' } }));
    }
    res.writeHead(200, { 'content-type': 'audio/wav' }).end(AUDIO);
  });
});

let api: RunningApi;
let worker: INestApplicationContext;

beforeAll(async () => {
  await new Promise<void>((resolve) => speechServer.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(speechServer.address() as AddressInfo).port}/v1`;
  const settings = { CHAT_WORD_DELAY_MS: '0', TTS_BASE_URL: base, TTS_MODEL: 'kokoro', OPENAI_API_KEY: '' };
  api = await startApi(settings);
  worker = await startWorker(settings);
});
afterAll(async () => {
  await worker.close();
  await api.close();
  speechServer.close();
});

async function chatter() {
  const { token } = await signUp(api.url);
  const created = await call<CreateGirlResponse>(api.url, 'POST', '/api/girls', {
    token,
    body: { name: 'Ava', personality: ['Romantic'], style: 'Realistic' },
  });
  const girl = created.body.girl;
  const chat = await call<{ messages: Message[] }>(api.url, 'GET', `/api/chats/${girl.id}`, { token });
  return { token, girl, greeting: chat.body.messages[0] };
}

const freeLeft = async (token: string, girlId: string) =>
  (await call<{ freeLeft: number }>(api.url, 'GET', `/api/chats/${girlId}`, { token })).body.freeLeft;
const listen = (token: string, girlId: string, messageId: string) =>
  call<{ jobId: string; audioUrl?: string }>(api.url, 'POST', `/api/chats/${girlId}/messages/${messageId}/speech`, {
    token,
  });

describe('the OpenAI-compatible speech provider (TTS_BASE_URL)', () => {
  it('asks /v1/audio/speech for her reply in her voice as a WAV, and stores what it answers', async () => {
    const { token, girl, greeting } = await chatter();
    await call(api.url, 'PUT', `/api/girls/${girl.id}/voice`, { token, body: { voice: 'bright' } });
    const socket = await connectSocket(api.url, token);
    requests.length = 0;

    const accepted = await listen(token, girl.id, greeting.id);
    expect(accepted.status).toBe(202);
    await until(() => socket.completed.some((e) => e.jobId === accepted.body.jobId), 30_000, 'the speech job');
    socket.close();
    const event = socket.completed.find((e) => e.jobId === accepted.body.jobId) as Extract<
      JobCompletedEvent,
      { kind: 'speech' }
    >;

    expect(requests).toHaveLength(1);
    expect(requests[0].body).toEqual({ model: 'kokoro', voice: 'nova', input: greeting.text, response_format: 'wav' });
    const stored = Buffer.from(await (await fetch(api.url + event.result.audioUrl)).arrayBuffer());
    expect(stored.equals(AUDIO)).toBe(true);
  });

  it('gives the speech back when the server refuses it (the job fails once, not retried); asking again tries anew', async () => {
    const { token, girl, greeting } = await chatter();
    const before = await freeLeft(token, girl.id);
    const socket = await connectSocket(api.url, token);
    failWith = 400;
    requests.length = 0;
    try {
      const accepted = await listen(token, girl.id, greeting.id);
      expect(accepted.status).toBe(202);
      await until(() => socket.failed.some((e) => e.jobId === accepted.body.jobId), 30_000, 'the failed speech job');
      expect(requests).toHaveLength(1); // a 400 will not mend itself
      expect(await freeLeft(token, girl.id)).toBe(before);
    } finally {
      failWith = null;
    }
    const again = await listen(token, girl.id, greeting.id);
    expect(again.status).toBe(202);
    await until(() => socket.completed.some((e) => e.jobId === again.body.jobId), 30_000, 'the second speech job');
    socket.close();
    expect(await freeLeft(token, girl.id)).toBe(before - 1);
  });
});
