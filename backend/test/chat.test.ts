import type { INestApplicationContext } from '@nestjs/common';
import type { Client } from 'pg';

import type { ApiError, CreateGirlResponse, Message } from '../src/contracts';
import { GREETINGS } from '../src/modules/chat/greetings';
import { openDb } from './support/db';
import { call, signUp } from './support/http';
import { type RunningApi, startApi, startWorker } from './support/in-process';
import { connectSocket, until } from './support/sockets';

let api: RunningApi;
let worker: INestApplicationContext;
let db: Client;

beforeAll(async () => {
  // some tests send 40 and 120 messages within a minute: more than the default 30
  api = await startApi({ CHAT_WORD_DELAY_MS: '0', CHAT_MESSAGES_PER_MINUTE: '1000' });
  worker = await startWorker();
  db = await openDb();
});
afterAll(async () => {
  await worker.close();
  await api.close();
  await db.end();
});

type Sent = { response: string; message: Message; jobId?: string };

async function girlOf(token: string) {
  const res = await call<CreateGirlResponse>(api.url, 'POST', '/api/girls', {
    token,
    body: {
      name: 'Mia',
      eyes: 'Green',
      hair: 'Auburn Curls',
      personality: ['Playful', 'Romantic'],
      style: 'Realistic',
    },
  });
  return res.body.girl;
}

const open = (token: string, girlId: string) =>
  call<{ messages: Message[] } & ApiError>(api.url, 'GET', `/api/chats/${girlId}`, { token });
const send = (token: string, girlId: string, text: string) =>
  call<Sent & ApiError>(api.url, 'POST', '/api/girl-chat', { token, body: { girlId, newUserMessage: text } });

async function subscribe(userId: string) {
  await db.query(`UPDATE users SET sub_end = now() + interval '1 month' WHERE id = $1`, [userId]);
}

describe('opening a conversation', () => {
  it('stores one greeting out of the 7, once, even when two opens arrive together', async () => {
    const { token } = await signUp(api.url);
    const girl = await girlOf(token);
    const [a, b] = await Promise.all([open(token, girl.id), open(token, girl.id)]);
    expect(a.status).toBe(200);
    expect(a.body.messages).toHaveLength(1);
    expect(b.body.messages).toEqual(a.body.messages);
    expect(a.body.messages[0]).toMatchObject({ sender: 'ai', loading: false, image: null });
    expect(GREETINGS).toContain(a.body.messages[0].text);
    expect((await open(token, girl.id)).body.messages).toHaveLength(1);
  });

  it('queues a portrait once when her owner opens a girl without an image, never for another user', async () => {
    const { token } = await signUp(api.url);
    const girl = await girlOf(token);
    const portraitDone = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM generation_jobs WHERE input->>'girlId' = $1 AND status IN ('queued', 'active')`,
          [girl.id],
        )
      ).rows[0].n === 0;
    for (let end = Date.now() + 30_000; !(await portraitDone());) {
      if (Date.now() > end) throw new Error('her first portrait did not finish');
      await new Promise((r) => setTimeout(r, 100));
    }
    await db.query('UPDATE girls SET image_url = NULL WHERE id = $1', [girl.id]);
    const jobsOf = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM generation_jobs WHERE kind = 'portrait' AND input->>'girlId' = $1`,
          [girl.id],
        )
      ).rows[0].n;
    const before = await jobsOf();

    const other = await signUp(api.url);
    const seen = await call<{ portraitJobId: string | null }>(api.url, 'GET', `/api/chats/${girl.id}`, {
      token: other.token,
    });
    expect(seen.body.portraitJobId).toBeNull();
    expect(await jobsOf()).toBe(before);

    const opens = await Promise.all(
      [1, 2, 3].map(() => call<{ portraitJobId: string | null }>(api.url, 'GET', `/api/chats/${girl.id}`, { token })),
    );
    // one job for all of them (an open that came after it finished may rightly see her new image)
    const ids = new Set(opens.map((o) => o.body.portraitJobId).filter((id) => id !== null));
    expect(ids.size).toBe(1);
    expect(await jobsOf()).toBe(before + 1);
  });

  it('answers 404 with the chat page message for a missing girl', async () => {
    const { token } = await signUp(api.url);
    const res = await open(token, '00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
  });
});

describe('sending', () => {
  it('stores the message, streams the reply as chat:token, pushes chat:message and answers { response, message }', async () => {
    const { token } = await signUp(api.url);
    const girl = await girlOf(token);
    await open(token, girl.id);
    const socket = await connectSocket(api.url, token);
    const tokens: string[] = [];
    const pushed: Message[] = [];
    socket.socket.on('chat:token', (e) => tokens.push(e.delta));
    socket.socket.on('chat:message', (e) => pushed.push(e.message));

    const res = await send(token, girl.id, 'Hi Mia! My name is Sam. How was your day?');
    expect(res.status).toBe(200);
    expect(res.body.response.length).toBeGreaterThan(0);
    expect(res.body.message).toMatchObject({ sender: 'ai', text: res.body.response, loading: false });
    await until(() => pushed.length === 1, 5_000, 'chat:message');
    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.join('').trim()).toBe(res.body.response.trim());

    const log = (await open(token, girl.id)).body.messages;
    expect(log.map((m) => m.sender)).toEqual(['ai', 'user', 'ai']);
    expect(log[1].text).toBe('Hi Mia! My name is Sam. How was your day?');
    socket.close();
  });

  it('refuses a blank message', async () => {
    const { token } = await signUp(api.url);
    const girl = await girlOf(token);
    expect((await send(token, girl.id, '   ')).status).toBe(400);
  });

  it('cuts a free user off after 5 AI messages with 402 and the upsell; subscribers keep chatting', async () => {
    const { token, user } = await signUp(api.url);
    const girl = await girlOf(token);
    await open(token, girl.id); // the greeting is the first AI message
    for (let i = 0; i < 4; i++) expect((await send(token, girl.id, `message ${i}`)).status).toBe(200);
    const refused = await send(token, girl.id, 'one more?');
    expect(refused.status).toBe(402);
    expect(refused.body.message).toMatch(/Upgrade to premium/);
    expect((await open(token, girl.id)).body.messages.filter((m) => m.sender === 'user')).toHaveLength(4);

    await subscribe(user.id);
    for (let i = 0; i < 3; i++) expect((await send(token, girl.id, `premium message ${i}`)).status).toBe(200);
  });

  it('turns a picture request into a waiting message that becomes the image', async () => {
    const { token } = await signUp(api.url);
    const girl = await girlOf(token);
    await open(token, girl.id);
    const socket = await connectSocket(api.url, token);
    const pushed: Message[] = [];
    socket.socket.on('chat:message', (e) => pushed.push(e.message));

    const res = await send(token, girl.id, 'send me a pic of you at the beach');
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ sender: 'ai', loading: true, image: null });
    expect(res.body.jobId).toEqual(expect.any(String));
    await until(() => pushed.some((m) => m.id === res.body.message.id && m.image), 30_000, 'the picture');
    const done = pushed.find((m) => m.id === res.body.message.id && m.image)!;
    expect(done).toMatchObject({ loading: false, image: expect.stringMatching(/^\/media\//) as unknown });
    const [job] = (
      await db.query<{ input: { prompt: string } }>('SELECT input FROM generation_jobs WHERE id = $1', [res.body.jobId])
    ).rows;
    expect(job.input).toMatchObject({ aspectRatio: '9:16', steps: 50, guidance: 5, interval: 2 });
    expect(job.input.prompt).toContain('adult woman in her twenties');
    socket.close();
  });

  it('checks a picture request against the content policy', async () => {
    const { token } = await signUp(api.url);
    const girl = await girlOf(token);
    const res = await send(token, girl.id, 'send a photo of you as a teen');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('This request is not allowed: all characters must be adults.');
  });

  it('keeps every message of two tabs sending 20 each at once, each reply right after its message', async () => {
    const { token, user } = await signUp(api.url);
    await subscribe(user.id);
    const girl = await girlOf(token);
    await open(token, girl.id);
    const tabs = ['left', 'right'].map((tab) =>
      Promise.all(Array.from({ length: 20 }, (_, i) => send(token, girl.id, `${tab} ${i}`))),
    );
    const answers = (await Promise.all(tabs)).flat();
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const { rows } = await db.query<{ sender: string; text: string }>(
      'SELECT sender, text FROM chat_messages WHERE user_id = $1 AND girl_id = $2 ORDER BY seq',
      [user.id, girl.id],
    );
    expect(rows).toHaveLength(81);
    const users = rows.filter((r) => r.sender === 'user').map((r) => r.text);
    expect(new Set(users)).toEqual(new Set([...Array(20).keys()].flatMap((i) => [`left ${i}`, `right ${i}`])));
    for (let i = 1; i < rows.length; i += 2) {
      expect(rows[i].sender).toBe('user');
      expect(rows[i + 1]).toMatchObject({ sender: 'ai' });
      expect(rows[i + 1].text.length).toBeGreaterThan(0);
    }
  });

  it('remembers the name the user gave in message 1 after 120 messages', async () => {
    const { token, user } = await signUp(api.url);
    await subscribe(user.id);
    const girl = await girlOf(token);
    await open(token, girl.id);
    expect((await send(token, girl.id, 'Hi! My name is Theodore and I love jazz.')).status).toBe(200);
    for (let i = 2; i <= 120; i++)
      expect((await send(token, girl.id, `Tell me more, story part ${i}.`)).status).toBe(200);
    const { rows } = await db.query<{ summary: string }>(
      'SELECT summary FROM chat_memories WHERE user_id = $1 AND girl_id = $2',
      [user.id, girl.id],
    );
    expect(rows[0].summary).toContain('Theodore');
    const reply = await send(token, girl.id, "Do you remember what's my name?");
    expect(reply.body.response).toContain('Theodore');
  });
});

describe('her bio', () => {
  it('is written by the chat model and stored, for her owner only', async () => {
    const owner = await signUp(api.url);
    const other = await signUp(api.url);
    const girl = await girlOf(owner.token);
    expect(
      (await call(api.url, 'POST', '/api/girl-bio', { token: other.token, body: { girlId: girl.id } })).status,
    ).toBe(403);
    const res = await call<{ bio: string }>(api.url, 'POST', '/api/girl-bio', {
      token: owner.token,
      body: { girlId: girl.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.bio).toContain('Mia');
    expect((await call<{ bio: string }>(api.url, 'GET', `/api/girls/${girl.id}`)).body.bio).toBe(res.body.bio);
  });
});
