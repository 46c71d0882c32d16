import { DataSource } from 'typeorm';

import { AppConfig } from '../src/config/app-config';
import type { ApiError, Message } from '../src/contracts';
import { RedisPush } from '../src/infra/realtime/redis-push';
import { ChatMessagesRepository } from '../src/modules/chat/chat-messages.repository';
import { ChatPictureJob } from '../src/modules/chat/jobs/chat-picture.job';
import { endStaleReplies } from '../src/modules/chat/stale-replies';
import type { JobContext } from '../src/modules/jobs/job-handler';
import { chatFailuresWorld, FAILED } from './support/chat-failures-world';
import { call } from './support/http';
import { connectSocket, until } from './support/sockets';

const world = chatFailuresWorld();
const { server, chatter, send, log } = world;

describe('a reply whose writer died', () => {
  it('is ended once by the sweep, with the failure text, pushed, not charged; fresh replies and running pictures are left alone', async () => {
    const { token, user, girl } = await chatter();
    const insert = async (text: string, ageSeconds: number) =>
      (
        await world.db.query<{ id: string }>(
          `INSERT INTO chat_messages (user_id, girl_id, sender, text, loading, updated_at)
           VALUES ($1, $2, 'ai', $3, true, now() - make_interval(secs => $4)) RETURNING id`,
          [user.id, girl.id, text, ageSeconds],
        )
      ).rows[0].id;
    const dead = await insert('I was saying', 120);
    const fresh = await insert('Still writing', 2);
    const picture = await insert('', 600);
    await world.db.query(
      `INSERT INTO generation_jobs (id, user_id, kind, queue, input, status) VALUES (gen_random_uuid(), $1, 'chat-picture', 'images', $2, 'active')`,
      [user.id, JSON.stringify({ girlId: girl.id, messageId: picture })],
    );

    const messages = world.api.app.get(ChatMessagesRepository);
    // the push the worker's reconciler uses: through Redis to the sockets of every API process
    const chatPush = new RedisPush(world.api.app.get(AppConfig));
    const socket = await connectSocket(world.api.url, token);
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
    await world.db.query(`UPDATE generation_jobs SET status = 'failed' WHERE input->>'messageId' = $1`, [picture]);
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
    const dataSource = world.api.app.get(DataSource);
    const job = new ChatPictureJob(null as never, world.api.app.get(ChatMessagesRepository));
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
    const res = await call<ApiError>(world.api.url, 'POST', '/api/girl-bio', { token, body: { girlId: girl.id } });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      statusCode: 503,
      message: 'This feature is not available right now.',
      error: 'Service Unavailable',
    });
    server.refusals.push({ status: 429 });
    expect(
      (await call<ApiError>(world.api.url, 'POST', '/api/girl-bio', { token, body: { girlId: girl.id } })).status,
    ).toBe(503);
  });

  it('answers 429 with Retry-After when the provider said how long to wait', async () => {
    const { token, girl } = await chatter();
    server.refusals.push({ status: 429, headers: { 'retry-after': '7' } });
    const res = await call<ApiError>(world.api.url, 'POST', '/api/girl-bio', { token, body: { girlId: girl.id } });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many requests. Please try again in 7 seconds.');
    expect(res.headers.get('retry-after')).toBe('7');
    const ok = await call<{ bio: string }>(world.api.url, 'POST', '/api/girl-bio', {
      token,
      body: { girlId: girl.id },
    });
    expect(ok.body.bio).toBe('Mia is a warm woman. She loves jazz.');
  });
});
