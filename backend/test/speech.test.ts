import type { INestApplicationContext } from '@nestjs/common';
import type { Client } from 'pg';

import type { ApiError, CreateGirlResponse, Girl, JobCompletedEvent, Message } from '../src/contracts';
import { CHAT_MESSAGES, SPEECH_MESSAGES } from '../src/contracts';
import { openDb } from './support/db';
import { call, signUp } from './support/http';
import { type RunningApi, startApi, startWorker } from './support/in-process';
import { connectSocket, type RecordingSocket, until } from './support/sockets';

let api: RunningApi;
let worker: INestApplicationContext;
let db: Client;

beforeAll(async () => {
  api = await startApi({ CHAT_WORD_DELAY_MS: '0', TTS_PROVIDER: 'offline', JOBS_PER_MINUTE: '1000' });
  worker = await startWorker({ TTS_PROVIDER: 'offline' });
  db = await openDb();
});
afterAll(async () => {
  await worker.close();
  await api.close();
  await db.end();
});

type Chat = { messages: Message[]; freeLeft: number | null; voiceReplies: boolean };
type Listened = { audioUrl?: string; jobId?: string; freeLeft?: number | null } & ApiError;

async function chatter() {
  const { token } = await signUp(api.url);
  const created = await call<CreateGirlResponse>(api.url, 'POST', '/api/girls', {
    token,
    body: { name: 'Mia', eyes: 'Green', personality: ['Playful'], style: 'Realistic' },
  });
  const girl = created.body.girl;
  const greeting = (await open(token, girl.id)).body.messages[0];
  return { token, girl, greeting };
}

const open = (token: string, girlId: string) => call<Chat>(api.url, 'GET', `/api/chats/${girlId}`, { token });
const send = (token: string, girlId: string, text: string) =>
  call<{ message: Message; asked: Message }>(api.url, 'POST', '/api/girl-chat', {
    token,
    body: { girlId, newUserMessage: text },
  });
const listen = (token: string, girlId: string, messageId: string) =>
  call<Listened>(api.url, 'POST', `/api/chats/${girlId}/messages/${messageId}/speech`, { token });
const speechJobs = async (messageId: string) =>
  (
    await db.query<{ id: string; text: string; voice: string }>(
      `SELECT id, input->>'text' AS text, input->>'voice' AS voice FROM generation_jobs WHERE kind = 'speech' AND input->>'messageId' = $1`,
      [messageId],
    )
  ).rows;

/** The audio of a finished speech job, from its job:completed. */
async function completed(socket: RecordingSocket, jobId: string): Promise<string> {
  await until(() => socket.completed.some((e) => e.jobId === jobId), 60_000, `speech job ${jobId}`);
  const event = socket.completed.find((e) => e.jobId === jobId) as Extract<JobCompletedEvent, { kind: 'speech' }>;
  expect(event.kind).toBe('speech');
  return event.result.audioUrl;
}

async function bytesOf(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(api.url + url, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('listening to her reply', () => {
  it('reads it aloud in a job (a real WAV), then answers the stored audio at once, served with ranges', async () => {
    const { token, girl } = await chatter();
    const reply = (await send(token, girl.id, 'Tell me about your day?')).body.message;
    const socket = await connectSocket(api.url, token);

    const first = await listen(token, girl.id, reply.id);
    expect(first.status).toBe(202);
    expect(first.body.jobId).toEqual(expect.any(String));
    const audioUrl = await completed(socket, first.body.jobId!);
    socket.close();
    // private media: only by a signed link
    expect(audioUrl).toMatch(/^\/media\/private\/.+\.wav\?expires=\d+&signature=/);
    expect((await fetch(api.url + audioUrl.split('?')[0])).status).toBe(403);

    const { res, bytes } = await bytesOf(audioUrl);
    expect(res.status).toBe(200);
    expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
    expect(bytes.toString('latin1', 8, 12)).toBe('WAVE');
    expect(bytes.length).toBeGreaterThan(20_000);
    // not silence: the samples move
    let loudest = 0;
    for (let at = 44; at + 1 < bytes.length; at += 2) loudest = Math.max(loudest, Math.abs(bytes.readInt16LE(at)));
    expect(loudest).toBeGreaterThan(1000);

    // the text read is the reply as stored, in her voice
    const jobs = await speechJobs(reply.id);
    expect(jobs).toEqual([{ id: first.body.jobId, text: reply.text, voice: 'soft' }]);

    // asked again: the same audio at once, no new job
    const again = await listen(token, girl.id, reply.id);
    expect(again.status).toBe(200);
    expect(again.body.audioUrl!.split('?')[0]).toBe(audioUrl.split('?')[0]);
    expect(await speechJobs(reply.id)).toHaveLength(1);

    // a player's range request
    const part = await bytesOf(again.body.audioUrl!, { range: 'bytes=0-99' });
    expect(part.res.status).toBe(206);
    expect(part.res.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect(part.bytes.equals(bytes.subarray(0, 100))).toBe(true);
    const tail = await bytesOf(again.body.audioUrl!, { range: `bytes=${bytes.length - 10}-` });
    expect(tail.res.status).toBe(206);
    expect(tail.bytes.equals(bytes.subarray(bytes.length - 10))).toBe(true);
  });

  it('is charged like one of her messages for a free user, once; the stored audio is free; 402 past the allowance', async () => {
    const { token, girl, greeting } = await chatter();
    expect((await open(token, girl.id)).body.freeLeft).toBe(4); // the greeting counts
    const socket = await connectSocket(api.url, token);
    const first = await listen(token, girl.id, greeting.id);
    expect(first.status).toBe(202);
    expect(first.body.freeLeft).toBe(3);
    // asked again while it is being made: the same job, not charged again
    const meanwhile = await listen(token, girl.id, greeting.id);
    if (meanwhile.status === 202) expect(meanwhile.body.jobId).toBe(first.body.jobId);
    await completed(socket, first.body.jobId!);
    socket.close();
    expect((await listen(token, girl.id, greeting.id)).status).toBe(200);
    expect((await open(token, girl.id)).body.freeLeft).toBe(3);

    for (const text of ['one', 'two', 'three']) expect((await send(token, girl.id, text)).status).toBe(200);
    const chat = await open(token, girl.id);
    expect(chat.body.freeLeft).toBe(0);
    const last = chat.body.messages.at(-1)!;
    const refused = await listen(token, girl.id, last.id);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(CHAT_MESSAGES.upsell);
    expect(await speechJobs(last.id)).toHaveLength(0);
    // what was already made still plays
    expect((await listen(token, girl.id, greeting.id)).status).toBe(200);
  });

  it("reads only her finished replies: not the person's message, not one being written, not someone else's", async () => {
    const { token, girl } = await chatter();
    const sent = await send(token, girl.id, 'Hello there');
    const mine = await listen(token, girl.id, sent.body.asked.id);
    expect(mine.status).toBe(400);
    expect(mine.body.message).toBe(SPEECH_MESSAGES.notHers);

    // her reply while it is still being written (what the guard has not let through yet is never read)
    await db.query('UPDATE chat_messages SET loading = true WHERE id = $1', [sent.body.message.id]);
    const writing = await listen(token, girl.id, sent.body.message.id);
    expect(writing.status).toBe(409);
    expect(writing.body.message).toBe(SPEECH_MESSAGES.notReady);
    await db.query('UPDATE chat_messages SET loading = false, failed = true WHERE id = $1', [sent.body.message.id]);
    expect((await listen(token, girl.id, sent.body.message.id)).status).toBe(409);
    expect(await speechJobs(sent.body.message.id)).toHaveLength(0);

    const other = await signUp(api.url);
    expect((await listen(other.token, girl.id, sent.body.message.id)).status).toBe(404);
    expect((await listen(token, girl.id, 'not-an-id')).status).toBe(404);
  });
});

describe('her voice', () => {
  it('is picked by her owner only, from the list; her replies are then read in it (a new job)', async () => {
    const { token, girl, greeting } = await chatter();
    expect(girl.voice).toBe('soft');
    const other = await signUp(api.url);
    const path = `/api/girls/${girl.id}/voice`;
    expect((await call(api.url, 'PUT', path, { token: other.token, body: { voice: 'warm' } })).status).toBe(403);
    const bad = await call<ApiError>(api.url, 'PUT', path, { token, body: { voice: 'robot' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(SPEECH_MESSAGES.unknownVoice);
    const set = await call<Girl>(api.url, 'PUT', path, { token, body: { voice: 'british' } });
    expect(set.status).toBe(200);
    expect(set.body.voice).toBe('british');
    expect((await call<Girl>(api.url, 'GET', `/api/girls/${girl.id}`)).body.voice).toBe('british');

    expect((await listen(token, girl.id, greeting.id)).status).toBe(202);
    expect((await speechJobs(greeting.id)).map((j) => j.voice)).toEqual(['british']);
  });

  it('has a sample of each voice to hear', async () => {
    const { token } = await signUp(api.url);
    const res = await fetch(`${api.url}/api/voices/warm/sample`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
    expect(bytes.length).toBeGreaterThan(10_000);
    expect((await call(api.url, 'GET', '/api/voices/robot/sample', { token })).status).toBe(404);
  });
});

describe('the voice replies switch', () => {
  it('is off until set, and kept per chat', async () => {
    const { token, girl } = await chatter();
    expect((await open(token, girl.id)).body.voiceReplies).toBe(false);
    const path = `/api/chats/${girl.id}/voice-replies`;
    expect((await call(api.url, 'PUT', path, { token, body: { voiceReplies: 'yes' } })).status).toBe(400);
    expect((await call(api.url, 'PUT', path, { token, body: { voiceReplies: true } })).body).toEqual({
      voiceReplies: true,
    });
    expect((await open(token, girl.id)).body.voiceReplies).toBe(true);
    // another person's chat with her is their own
    const other = await signUp(api.url);
    expect((await open(other.token, girl.id)).body.voiceReplies).toBe(false);
  });
});
