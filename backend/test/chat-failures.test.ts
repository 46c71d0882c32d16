import type { Client } from 'pg';
import { DataSource } from 'typeorm';

import { AppConfig } from '../src/config/app-config';
import type { ApiError, CreateGirlResponse, Message } from '../src/contracts';
import type { PushPort } from '../src/infra/realtime/push.port';
import { RedisPush } from '../src/infra/realtime/redis-push';
import { ChatMessagesRepository } from '../src/modules/chat/chat-messages.repository';
import { ChatReplyWriter } from '../src/modules/chat/chat-reply-writer';
import { ChatPictureJob } from '../src/modules/chat/jobs/chat-picture.job';
import { endStaleReplies } from '../src/modules/chat/stale-replies';
import type { JobContext } from '../src/modules/jobs/job-handler';
import { openDb } from './support/db';
import { call, signUp } from './support/http';
import { type RunningApi, startApi } from './support/in-process';
import { OpenAiServer } from './support/openai-server';
import { connectSocket, until } from './support/sockets';

const FAILED = 'Sorry, something went wrong. Please try again.';
const server = new OpenAiServer();
let api: RunningApi;
let db: Client;

beforeAll(async () => {
  await server.start();
  api = await startApi({ CHAT_PROVIDER: 'openai', OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'test-key' });
  db = await openDb();
});
afterAll(async () => {
  await api.close();
  await server.stop();
  await db.end();
});
beforeEach(() => {
  server.requests.length = 0;
  server.refusals.length = 0;
  server.failures = 0;
  server.text = 'Mia is a warm woman. She loves jazz.';
  server.script({ kind: 'normal', deltas: ['Hi', ' there', ' you!'] });
});

type Sent = { response: string; message: Message; jobId?: string };
const LOOKS = { eyes: 'Green', mouth: 'Full Lips', nose: 'Petite', hair: 'Auburn Curls', body: 'Slim', skin: 'Fair' };

async function chatter() {
  const { token, user } = await signUp(api.url);
  const res = await call<CreateGirlResponse>(api.url, 'POST', '/api/girls', {
    token,
    body: { name: 'Mia', ...LOOKS, personality: ['Playful'], style: 'Realistic' },
  });
  const girl = res.body.girl;
  await call(api.url, 'GET', `/api/chats/${girl.id}`, { token }); // her greeting: the first AI message
  return { token, user, girl };
}
const send = (token: string, girlId: string, text: string) =>
  call<Sent & ApiError>(api.url, 'POST', '/api/girl-chat', { token, body: { girlId, newUserMessage: text } });
const log = async (token: string, girlId: string) =>
  (await call<{ messages: Message[] }>(api.url, 'GET', `/api/chats/${girlId}`, { token })).body.messages;
/** Every text the chat server was sent as a user or assistant turn. */
const historySent = () =>
  server.requests.flatMap((r) => r.body.messages.filter((m) => m.role !== 'system').map((m) => m.content));

describe('a reply the provider cannot finish', () => {
  it('ends as the failure text, is not charged and never goes back to the model (500, 429, a dropped stream)', async () => {
    const { token, girl } = await chatter();
    const socket = await connectSocket(api.url, token);
    const pushed: Message[] = [];
    socket.socket.on('chat:message', (e) => pushed.push(e.message));

    server.failures = 3; // the first try and both retries
    const afterErrors = await send(token, girl.id, 'first try');
    server.refusals.push({ status: 429, headers: { 'retry-after': '20' } });
    const afterRateLimit = await send(token, girl.id, 'second try');
    server.script({ kind: 'break', deltas: ['Half', ' of', ' my', ' thought'], after: 2 });
    const afterDrop = await send(token, girl.id, 'third try');

    for (const res of [afterErrors, afterRateLimit, afterDrop]) {
      expect(res.status).toBe(200);
      expect(res.body.response).toBe(FAILED);
      expect(res.body.message).toMatchObject({ sender: 'ai', text: FAILED, loading: false, failed: true });
    }
    await until(() => pushed.length === 3, 5_000, 'three chat:message pushes');
    expect(pushed.every((m) => m.text === FAILED && m.failed)).toBe(true);
    const stored = await log(token, girl.id);
    expect(stored.filter((m) => m.failed).map((m) => m.text)).toEqual([FAILED, FAILED, FAILED]);
    expect(stored.some((m) => m.text.includes('Half of'))).toBe(false);
    socket.close();

    // all four of her free replies are still there after the three failures, then the limit
    server.requests.length = 0;
    server.script({ kind: 'normal', deltas: ['Hi', ' there', ' you!'] });
    for (let i = 0; i < 4; i++) {
      const ok = await send(token, girl.id, `real message ${i}`);
      expect(ok.status).toBe(200);
      expect(ok.body.message).toMatchObject({ text: 'Hi there you!', failed: false });
    }
    expect((await send(token, girl.id, 'one more?')).status).toBe(402);

    // the failures never reached the model as her turns; the questions did
    const sent = historySent();
    expect(sent).not.toContain(FAILED);
    expect(sent.some((t) => t.includes('Half'))).toBe(false);
    expect(sent).toEqual(expect.arrayContaining(['first try', 'second try', 'third try', 'real message 3']));
  });

  it('asks with max_tokens, temperature and every appearance field', async () => {
    const { token, girl } = await chatter();
    expect((await send(token, girl.id, 'Describe yourself?')).status).toBe(200);
    const [request] = server.requests;
    expect(request.body).toMatchObject({ stream: true, max_tokens: 400, temperature: 0.9 });
    const system = request.body.messages[0].content;
    for (const [field, value] of Object.entries(LOOKS)) expect(system).toContain(`${value} ${field}`);
  });
});

describe('a reply being written', () => {
  it('is stored as it streams: a refetch shows the text so far, the tokens carry their offsets', async () => {
    const { token, girl } = await chatter();
    const socket = await connectSocket(api.url, token);
    const tokens: { delta: string; offset: number }[] = [];
    socket.socket.on('chat:token', (e) => tokens.push(e));
    let resume!: () => void;
    // the output check holds back the last six words until more arrive: after ten words, four are out
    const words = 'I was just sitting here thinking about you and the rain tonight'.split(' ');
    const deltas = words.map((w, i) => (i === 0 ? w : ` ${w}`));
    const whole = words.join(' ');
    server.script({ kind: 'paused', deltas, after: 10, resume: new Promise<void>((r) => (resume = r)) });

    const sending = send(token, girl.id, 'What are you doing?');
    let partial: Message | undefined;
    await until(() => tokens.length > 0, 5_000, 'the first tokens');
    const released = () => tokens.map((t) => t.delta).join('');
    for (let end = Date.now() + 5_000; !partial && Date.now() < end;) {
      const last = (await log(token, girl.id)).at(-1)!;
      if (last.loading && last.text && last.text === released()) partial = last;
    }
    expect(partial).toMatchObject({ sender: 'ai', loading: true, failed: false });
    expect(whole.startsWith(partial!.text)).toBe(true);
    expect(partial!.text.split(' ').length).toBeLessThanOrEqual(words.length - 6);
    resume();
    const done = await sending;
    expect(done.body.message).toMatchObject({ id: partial!.id, text: whole, loading: false });
    // each token starts where the text before it ends
    let at = 0;
    for (const t of tokens) {
      expect(t.offset).toBe(at);
      at += t.delta.length;
    }
    expect(at).toBe(whole.length);
    // the fetched text plus the tokens from its length on is the whole reply, with nothing twice
    const fromRefetch =
      partial!.text +
      tokens
        .filter((t) => t.offset >= partial!.text.length)
        .map((t) => t.delta)
        .join('');
    expect(fromRefetch).toBe(whole);
    socket.close();
  });
});

describe('the reply writer', () => {
  it('stores the text so far in batches while tokens arrive, not once per token', async () => {
    const { user, girl } = await chatter();
    const [{ id }] = (
      await db.query<{ id: string }>(
        `INSERT INTO chat_messages (user_id, girl_id, sender, text, loading) VALUES ($1, $2, 'ai', '', true) RETURNING id`,
        [user.id, girl.id],
      )
    ).rows;
    const dataSource = api.app.get(DataSource);
    const writes: string[] = [];
    // the real database; only the statements are counted
    const counted = new Proxy(dataSource, {
      get: (target, key) =>
        key === 'query'
          ? (sql: string, params?: unknown[]) => {
              if (/^UPDATE chat_messages SET text = \$2, updated_at/.test(sql)) writes.push(String(params?.[1]));
              return target.query<unknown>(sql, params);
            }
          : (Reflect.get(target, key) as unknown),
    });
    const sockets = { toUser: () => undefined } as unknown as PushPort;
    const words = Array.from({ length: 80 }, (_, i) => `w${i} `);
    async function* slowly() {
      for (const word of words) {
        yield word;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    const written = await new ChatReplyWriter(new ChatMessagesRepository(counted), sockets).write(
      { userId: user.id, girlId: girl.id, messageId: id },
      slowly(),
    );
    expect(written).toMatchObject({ failed: false, text: words.join('').trim() });
    expect(writes.length).toBeGreaterThanOrEqual(1);
    expect(writes.length).toBeLessThan(words.length / 4);
    // each flush holds the text so far: a prefix of the reply
    for (const text of writes) expect(words.join('').startsWith(text)).toBe(true);
  });
});

describe('a reply whose writer died', () => {
  it('is ended once by the sweep, with the failure text, pushed, not charged; fresh replies and running pictures are left alone', async () => {
    const { token, user, girl } = await chatter();
    const insert = async (text: string, ageSeconds: number) =>
      (
        await db.query<{ id: string }>(
          `INSERT INTO chat_messages (user_id, girl_id, sender, text, loading, updated_at)
           VALUES ($1, $2, 'ai', $3, true, now() - make_interval(secs => $4)) RETURNING id`,
          [user.id, girl.id, text, ageSeconds],
        )
      ).rows[0].id;
    const dead = await insert('I was saying', 120);
    const fresh = await insert('Still writing', 2);
    const picture = await insert('', 600);
    await db.query(
      `INSERT INTO generation_jobs (id, user_id, kind, queue, input, status) VALUES (gen_random_uuid(), $1, 'chat-picture', 'images', $2, 'active')`,
      [user.id, JSON.stringify({ girlId: girl.id, messageId: picture })],
    );

    const messages = api.app.get(ChatMessagesRepository);
    // the push the worker's reconciler uses: through Redis to the sockets of every API process
    const chatPush = new RedisPush(api.app.get(AppConfig));
    const socket = await connectSocket(api.url, token);
    const received: Message[] = [];
    socket.socket.on('chat:message', (e) => received.push(e.message));
    const pushes: { userId: string; message: Message }[] = [];
    const push = (userId: string, event: { girlId: string; message: Message }) => {
      pushes.push({ userId, message: event.message });
      chatPush.toUser(userId, 'chat:message', event);
    };
    const ended = await endStaleReplies(messages, push, new Date());
    expect(ended).toBeGreaterThanOrEqual(1); // other tests' rows may be stale too
    expect(await endStaleReplies(messages, push, new Date())).toBe(0);

    const mine = pushes.filter((p) => p.userId === user.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].message).toMatchObject({ id: dead, text: FAILED, loading: false, failed: true });
    await until(() => received.length === 1, 5_000, 'the chat:message push');
    expect(received[0]).toMatchObject({ id: dead, text: FAILED, failed: true });
    socket.close();
    const rows = new Map((await log(token, girl.id)).map((m) => [m.id, m]));
    expect(rows.get(dead)).toMatchObject({ text: FAILED, loading: false, failed: true });
    expect(rows.get(fresh)).toMatchObject({ text: 'Still writing', loading: true });
    expect(rows.get(picture)).toMatchObject({ loading: true });

    // her job ended without filling the message: the next sweep ends it too
    await db.query(`UPDATE generation_jobs SET status = 'failed' WHERE input->>'messageId' = $1`, [picture]);
    await endStaleReplies(messages, push, new Date());
    await chatPush.onApplicationShutdown();
    expect((await log(token, girl.id)).find((m) => m.id === picture)).toMatchObject({
      text: FAILED,
      loading: false,
      failed: true,
    });

    // greeting + fresh (still loading) count; the two failures do not: 3 more replies, then 402
    for (let i = 0; i < 3; i++) expect((await send(token, girl.id, `again ${i}`)).status).toBe(200);
    expect((await send(token, girl.id, 'and again')).status).toBe(402);
  });
});

describe('a chat picture whose job finally failed', () => {
  it('ends as the failure text, marked failed, and is not charged', async () => {
    const { token, user, girl } = await chatter();
    const res = await send(token, girl.id, 'send me a pic of you at the beach');
    expect(res.body.message).toMatchObject({ loading: true });
    const dataSource = api.app.get(DataSource);
    const job = new ChatPictureJob(null as never, api.app.get(ChatMessagesRepository));
    const ctx = {
      jobId: res.body.jobId!,
      userId: user.id,
      payload: { girlId: girl.id, messageId: res.body.message.id },
    } as unknown as JobContext<'chat-picture'>;
    await dataSource.transaction((m) => job.onFinalFailure(m, ctx));
    expect((await log(token, girl.id)).at(-1)).toMatchObject({
      id: res.body.message.id,
      text: FAILED,
      loading: false,
      failed: true,
      image: null,
    });
    // greeting + 4 replies: the failed picture took none of them
    for (let i = 0; i < 4; i++) expect((await send(token, girl.id, `hello ${i}`)).status).toBe(200);
    expect((await send(token, girl.id, 'and again')).status).toBe(402);
  });
});

describe('her bio when the provider fails', () => {
  it("answers 503 'This feature is not available right now.', never 500", async () => {
    const { token, girl } = await chatter();
    server.failures = 3;
    const res = await call<ApiError>(api.url, 'POST', '/api/girl-bio', { token, body: { girlId: girl.id } });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      statusCode: 503,
      message: 'This feature is not available right now.',
      error: 'Service Unavailable',
    });
    server.refusals.push({ status: 429 });
    expect((await call<ApiError>(api.url, 'POST', '/api/girl-bio', { token, body: { girlId: girl.id } })).status).toBe(
      503,
    );
  });

  it('answers 429 with Retry-After when the provider said how long to wait', async () => {
    const { token, girl } = await chatter();
    server.refusals.push({ status: 429, headers: { 'retry-after': '7' } });
    const res = await call<ApiError>(api.url, 'POST', '/api/girl-bio', { token, body: { girlId: girl.id } });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many requests. Please try again in 7 seconds.');
    expect(res.headers.get('retry-after')).toBe('7');
    const ok = await call<{ bio: string }>(api.url, 'POST', '/api/girl-bio', { token, body: { girlId: girl.id } });
    expect(ok.body.bio).toBe('Mia is a warm woman. She loves jazz.');
  });
});
