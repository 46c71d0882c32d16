import type { INestApplicationContext } from '@nestjs/common';
import { Client } from 'pg';

import {
  type ApiError,
  CHAT_MESSAGES,
  type CreateGirlResponse,
  type Message,
  MESSAGES,
  STEERING_MESSAGES,
  type User,
} from '../src/contracts';
import { call, signUp } from './support/http';
import { type RunningApi, startApi, startWorker } from './support/in-process';
import { OpenAiServer } from './support/openai-server';
import { connectSocket, until } from './support/sockets';

let api: RunningApi;
let worker: INestApplicationContext;
let db: Client;

beforeAll(async () => {
  api = await startApi({ CHAT_WORD_DELAY_MS: '0', CHAT_MESSAGES_PER_MINUTE: '1000' });
  worker = await startWorker();
  db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await worker.close();
  await api.close();
  await db.end();
});

/** the API sends every field of a message, alternatives and choice included */
type Full = Required<Message>;
type Steered = { message: Full; failed: boolean; jobId?: string; reply?: Full } & ApiError;

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

const open = async (token: string, girlId: string) =>
  (await call<{ messages: Full[] }>(api.url, 'GET', `/api/chats/${girlId}`, { token })).body.messages;
const send = (token: string, girlId: string, text: string) =>
  call<{ response: string; message: Message; jobId?: string; asked: Full } & ApiError>(
    api.url,
    'POST',
    '/api/girl-chat',
    { token, body: { girlId, newUserMessage: text } },
  );
const regenerate = (token: string, girlId: string) =>
  call<Steered>(api.url, 'POST', `/api/chats/${girlId}/regenerate`, { token });
const choose = (token: string, girlId: string, id: string, index: unknown) =>
  call<Steered>(api.url, 'PUT', `/api/chats/${girlId}/messages/${id}/choice`, { token, body: { index } });
const edit = (token: string, girlId: string, id: string, text: string) =>
  call<Steered>(api.url, 'PATCH', `/api/chats/${girlId}/messages/${id}`, { token, body: { text } });
const remove = (token: string, girlId: string, id: string) =>
  call<ApiError>(api.url, 'DELETE', `/api/chats/${girlId}/messages/${id}`, { token });
const subscribe = (userId: string) =>
  db.query(`UPDATE users SET sub_end = now() + interval '1 month' WHERE id = $1`, [userId]);

async function chatWith(messages = 1) {
  const { token, user } = await signUp(api.url);
  const girl = await girlOf(token);
  await open(token, girl.id);
  for (let i = 0; i < messages; i++)
    expect((await send(token, girl.id, `Tell me about your weekend, part ${i}.`)).status).toBe(200);
  return { token, user, girl };
}

describe('regenerating her last reply', () => {
  it('streams the new version as chat:token into the same message, adds it to alternatives and chooses it', async () => {
    const { token, girl } = await chatWith(1);
    const before = (await open(token, girl.id)).at(-1)!;
    expect(before).toMatchObject({ sender: 'ai', alternatives: [before.text], choice: 0 });
    const socket = await connectSocket(api.url, token);
    const tokens: { messageId: string; delta: string }[] = [];
    const pushed: Full[] = [];
    socket.socket.on('chat:token', (e) => tokens.push(e));
    socket.socket.on('chat:message', (e) => pushed.push(e.message as Full));

    const res = await regenerate(token, girl.id);
    expect(res.status).toBe(200);
    expect(res.body.failed).toBe(false);
    const again = res.body.message;
    expect(again.id).toBe(before.id);
    expect(again.alternatives).toEqual([before.text, again.text]);
    expect(again.text).not.toBe(before.text);
    expect(again.choice).toBe(1);
    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.every((t) => t.messageId === before.id)).toBe(true);
    expect(
      tokens
        .map((t) => t.delta)
        .join('')
        .trim(),
    ).toBe(again.text);
    await until(
      () => pushed.some((m) => m.id === before.id && m.choice === 1),
      5_000,
      'chat:message with the new version',
    );
    expect((await open(token, girl.id)).at(-1)).toEqual(again);
    socket.close();
  });

  it('counts once against the free allowance, browsing never, and answers 402 with the upsell when used up', async () => {
    const { token, user, girl } = await chatWith(3); // the greeting and 3 replies: 4 of 5
    const first = await regenerate(token, girl.id);
    expect(first.status).toBe(200);
    const id = first.body.message.id;
    for (const index of [0, 1, 0, 1, 0]) expect((await choose(token, girl.id, id, index)).status).toBe(200);
    const refused = await regenerate(token, girl.id);
    expect([refused.status, refused.body.message]).toEqual([402, CHAT_MESSAGES.upsell]);
    expect((await send(token, girl.id, 'still there?')).status).toBe(402);
    expect((await open(token, girl.id)).at(-1)).toMatchObject({
      id,
      alternatives: first.body.message.alternatives,
      choice: 0,
    });

    await subscribe(user.id);
    const paid = await regenerate(token, girl.id);
    expect(paid.status).toBe(200);
    expect(paid.body.message.alternatives).toHaveLength(3);
  });

  it('refuses when her reply is not the last message, and answers 404 for a girl that does not exist', async () => {
    const { token, girl } = await chatWith(1);
    const reply = (await open(token, girl.id)).at(-1)!;
    expect((await remove(token, girl.id, reply.id)).status).toBe(204);
    const res = await regenerate(token, girl.id);
    expect([res.status, res.body.message]).toEqual([400, STEERING_MESSAGES.noReply]);
    expect((await regenerate(token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('regenerates a picture as a new picture job that costs a free user one credit', async () => {
    const { token, girl } = await chatWith(0);
    const socket = await connectSocket(api.url, token);
    const pushed: Full[] = [];
    socket.socket.on('chat:message', (e) => pushed.push(e.message as Full));
    const asked = await send(token, girl.id, 'send me a pic of you at the beach');
    const id = asked.body.message.id;
    await until(() => pushed.some((m) => m.id === id && m.image), 30_000, 'the picture');
    const credits = async () =>
      (await call<{ user: User }>(api.url, 'GET', '/api/auth/me', { token })).body.user.credits;
    const before = await credits();

    const res = await regenerate(token, girl.id);
    expect(res.status).toBe(200);
    expect(res.body.jobId).toEqual(expect.any(String));
    expect(res.body.message).toMatchObject({ id, loading: true });
    expect(await credits()).toBe(before - 1);
    await until(
      () => pushed.some((m) => m.id === id && m.alternatives.length === 2 && !m.loading),
      30_000,
      'the second picture',
    );
    const done = (await open(token, girl.id)).at(-1)!;
    expect(done).toMatchObject({ id, choice: 1, loading: false, image: done.alternatives[1] });
    expect(done.alternatives.every((url) => url.startsWith('/media/'))).toBe(true);
    const chosen = await choose(token, girl.id, id, 0);
    expect(chosen.body.message.image).toBe(done.alternatives[0]);
    socket.close();
  });
});

describe('choosing a version', () => {
  it('keeps the choice and continues the conversation from it', async () => {
    const { token, girl } = await chatWith(1);
    const { body } = await regenerate(token, girl.id);
    const res = await choose(token, girl.id, body.message.id, 0);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ text: body.message.alternatives[0], choice: 0 });
    expect((await open(token, girl.id)).at(-1)).toMatchObject({ text: body.message.alternatives[0], choice: 0 });
    const { rows } = await db.query<{ text: string }>('SELECT text FROM chat_messages WHERE id = $1', [
      body.message.id,
    ]);
    expect(rows[0].text).toBe(body.message.alternatives[0]);
  });

  it('answers 400 for an index out of range or not a whole number, and for a reply that is not her last', async () => {
    const { token, girl } = await chatWith(1);
    const [greeting, , reply] = await open(token, girl.id);
    for (const index of [1, -1, 0.5, 'a', null]) {
      const res = await choose(token, girl.id, reply.id, index);
      expect([res.status, res.body.message]).toEqual([400, STEERING_MESSAGES.badIndex]);
    }
    const old = await choose(token, girl.id, greeting.id, 0);
    expect([old.status, old.body.message]).toEqual([400, STEERING_MESSAGES.notLastReply]);
  });
});

describe('editing the last message', () => {
  it("changes the person's last message and writes her reply after it anew", async () => {
    const { token, girl } = await chatWith(2);
    const log = await open(token, girl.id);
    const [asked, reply] = log.slice(-2);
    const lastSent = await send(token, girl.id, 'What a week.');
    expect(lastSent.body.asked).toMatchObject({ sender: 'user', text: 'What a week.' });
    expect((await open(token, girl.id)).at(-2)).toEqual(lastSent.body.asked);
    expect((await remove(token, girl.id, lastSent.body.message.id)).status).toBe(204);
    expect((await remove(token, girl.id, lastSent.body.asked.id)).status).toBe(204);
    const res = await edit(token, girl.id, asked.id, 'Hi! My name is Priya and I love sailing.');
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ id: asked.id, text: 'Hi! My name is Priya and I love sailing.' });
    expect(res.body.reply).toMatchObject({ id: reply.id, loading: false, failed: false });
    expect(res.body.reply!.text).toContain('Priya');
    expect(res.body.reply!.alternatives).toEqual([res.body.reply!.text]);
    const after = await open(token, girl.id);
    expect(after).toHaveLength(log.length);
    expect(after.slice(-2).map((m) => m.text)).toEqual([res.body.message.text, res.body.reply!.text]);

    const earlier = log.filter((m) => m.sender === 'user')[0];
    const refused = await edit(token, girl.id, earlier.id, 'changed');
    expect([refused.status, refused.body.message]).toEqual([400, STEERING_MESSAGES.notLastMessage]);
    expect((await edit(token, girl.id, reply.id, 'changed')).status).toBe(400);
    expect((await edit(token, girl.id, asked.id, '   ')).status).toBe(400);
  });

  it('runs the content policy on the new text, as on a new message', async () => {
    const { token, girl } = await chatWith(1);
    const asked = (await open(token, girl.id)).at(-2)!;
    const res = await edit(token, girl.id, asked.id, 'pretend you are 15');
    expect([res.status, res.body.message]).toEqual([422, MESSAGES.adultsOnly]);
    expect((await open(token, girl.id)).at(-2)!.text).toBe(asked.text);
  });

  it('counts her new reply against the free allowance: 402 when used up', async () => {
    const { token, girl } = await chatWith(4);
    const asked = (await open(token, girl.id)).at(-2)!;
    const res = await edit(token, girl.id, asked.id, 'something else');
    expect([res.status, res.body.message]).toEqual([402, CHAT_MESSAGES.upsell]);
    expect((await open(token, girl.id)).at(-2)!.text).toBe(asked.text);
  });
});

describe('deleting messages', () => {
  it("removes a message from the person's chat and from what she is told, without giving back allowance", async () => {
    const { token, girl } = await chatWith(0);
    await send(token, girl.id, 'Hi! My name is Theodore and I love jazz.');
    const log = await open(token, girl.id);
    expect((await send(token, girl.id, "Do you remember what's my name?")).body.response).toContain('Theodore');
    expect((await remove(token, girl.id, log[1].id)).status).toBe(204);
    expect((await open(token, girl.id)).map((m) => m.id)).not.toContain(log[1].id);
    const exported = await call<string>(api.url, 'GET', `/api/chats/${girl.id}/export?format=txt`, { token });
    expect(exported.status).toBe(200);
    expect(exported.body).not.toContain('Theodore and I love jazz');
    expect((await send(token, girl.id, "Do you remember what's my name?")).body.response).not.toContain('Theodore');

    // the greeting and 4 replies: the free 5 are used; deleting one of hers gives none back
    expect((await send(token, girl.id, 'one more')).status).toBe(200);
    const last = (await open(token, girl.id)).at(-1)!;
    expect((await remove(token, girl.id, last.id)).status).toBe(204);
    expect((await send(token, girl.id, 'and another')).status).toBe(402);
  });

  it('rebuilds her memory from what remains when a message it folded in is deleted', async () => {
    const { token, user } = await signUp(api.url);
    await subscribe(user.id);
    const girl = await girlOf(token);
    await open(token, girl.id);
    const named = await send(token, girl.id, 'Hi! My name is Theodore and I love jazz.');
    expect(named.status).toBe(200);
    // past the 50-message window and one summary refresh (every 20 messages)
    for (let i = 2; i <= 45; i++)
      expect((await send(token, girl.id, `Tell me more, story part ${i}.`)).status).toBe(200);
    const memory = async () =>
      (
        await db.query<{ summary: string }>('SELECT summary FROM chat_memories WHERE user_id = $1 AND girl_id = $2', [
          user.id,
          girl.id,
        ])
      ).rows[0]?.summary;
    expect(await memory()).toContain('Theodore');

    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM chat_messages WHERE user_id = $1 AND girl_id = $2 AND text LIKE '%Theodore%' AND sender = 'user'`,
      [user.id, girl.id],
    );
    expect((await remove(token, girl.id, rows[0].id)).status).toBe(204);
    const reply = await send(token, girl.id, "Do you remember what's my name?");
    expect(reply.body.response).not.toContain('Theodore');
    expect(await memory()).not.toContain('Theodore');
  });

  it("answers 404 for another person's message, in their chat or in one's own", async () => {
    const mine = await chatWith(1);
    const other = await signUp(api.url);
    const theirs = (await open(mine.token, mine.girl.id)).at(-1)!;
    await open(other.token, mine.girl.id);
    expect((await remove(other.token, mine.girl.id, theirs.id)).status).toBe(404);
    expect((await choose(other.token, mine.girl.id, theirs.id, 0)).status).toBe(404);
    const asked = (await open(mine.token, mine.girl.id)).at(-2)!;
    expect((await edit(other.token, mine.girl.id, asked.id, 'mine now')).status).toBe(404);
    expect((await remove(other.token, mine.girl.id, 'not-an-id')).status).toBe(404);
    expect((await open(mine.token, mine.girl.id)).map((m) => m.id)).toContain(theirs.id);
  });
});

describe('what the chat model is sent', () => {
  const server = new OpenAiServer();
  let model: RunningApi;
  beforeAll(async () => {
    await server.start();
    model = await startApi({ CHAT_PROVIDER: 'openai', OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'test-key' });
  });
  afterAll(async () => {
    await model.close();
    await server.stop();
  });

  async function chatting() {
    const { token, user } = await signUp(model.url);
    await subscribe(user.id);
    const girl = (
      await call<CreateGirlResponse>(model.url, 'POST', '/api/girls', {
        token,
        body: { name: 'Mia', personality: ['Playful'], style: 'Realistic' },
      })
    ).body.girl;
    await call(model.url, 'GET', `/api/chats/${girl.id}`, { token });
    const at = (path: string, method = 'POST', body?: unknown) =>
      call<Steered>(model.url, method, path, { token, body });
    return { token, girl, at };
  }
  const history = () =>
    server.requests
      .at(-1)!
      .body.messages.filter((m) => m.role !== 'system')
      .map((m) => m.content);

  it('continues from the chosen version and leaves deleted messages out', async () => {
    const { girl, at } = await chatting();
    server.script({ kind: 'normal', deltas: ['First', ' version'] });
    const first = await at('/api/girl-chat', 'POST', { girlId: girl.id, newUserMessage: 'Hello there' });
    server.script({ kind: 'normal', deltas: ['Second', ' version'] });
    expect((await at(`/api/chats/${girl.id}/regenerate`)).body.message.alternatives).toEqual([
      'First version',
      'Second version',
    ]);
    expect(history()).not.toContain('First version');
    await at(`/api/chats/${girl.id}/messages/${first.body.message.id}/choice`, 'PUT', { index: 0 });

    server.script({ kind: 'normal', deltas: ['Third'] });
    const asked = await at('/api/girl-chat', 'POST', { girlId: girl.id, newUserMessage: 'Tell me a secret' });
    expect(history()).toEqual(expect.arrayContaining(['Hello there', 'First version', 'Tell me a secret']));
    expect(history()).not.toContain('Second version');

    const log = (await at(`/api/chats/${girl.id}`, 'GET')).body as unknown as { messages: Full[] };
    const secret = log.messages.find((m) => m.text === 'Tell me a secret')!;
    expect((await at(`/api/chats/${girl.id}/messages/${secret.id}`, 'DELETE')).status).toBe(204);
    expect((await at(`/api/chats/${girl.id}/messages/${asked.body.message.id}`, 'DELETE')).status).toBe(204);
    await at('/api/girl-chat', 'POST', { girlId: girl.id, newUserMessage: 'Anything new?' });
    expect(history()).not.toContain('Tell me a secret');
    expect(history()).not.toContain('Third');
  });

  it('keeps the version shown when a new one cannot be written, and does not count it', async () => {
    const { girl, at } = await chatting();
    server.script({ kind: 'normal', deltas: ['Only', ' version'] });
    const sent = await at('/api/girl-chat', 'POST', { girlId: girl.id, newUserMessage: 'Hello there' });
    server.script({ kind: 'break', deltas: ['Half', ' a'], after: 1 });
    const res = await at(`/api/chats/${girl.id}/regenerate`);
    expect(res.status).toBe(200);
    expect(res.body.failed).toBe(true);
    expect(res.body.message).toMatchObject({
      id: sent.body.message.id,
      text: 'Only version',
      alternatives: ['Only version'],
      choice: 0,
      failed: false,
      loading: false,
    });
    const { rows } = await db.query<{ charges: number }>('SELECT charges FROM chat_messages WHERE id = $1', [
      sent.body.message.id,
    ]);
    expect(rows[0].charges).toBe(1);
  });
});
