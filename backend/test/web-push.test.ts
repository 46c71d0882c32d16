import type { Client } from 'pg';

import type { ApiError, PushKeyResponse } from '../src/contracts';
import { PUSH_TEXT } from '../src/contracts';
import { newVapidKeys } from '../src/infra/webpush/vapid-keys';
import { openDb } from './support/db';
import { call, signUp, waitForJob } from './support/http';
import { type RunningApi, startApi, startWorker } from './support/in-process';
import { type BrowserKeys, browserKeys, decryptPush, type PushService, startPushService } from './support/push-service';
import { connectSocket, until } from './support/sockets';

/**
 * Web Push, end to end on the real Postgres and Redis: a job that ends while its owner has no socket
 * open reaches the stand-in push service (a local HTTP server) encrypted as browsers expect; none
 * does while a socket is open; a subscription the push service says is gone is deleted.
 */
const vapid = newVapidKeys();
const env = {
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:ops@example.com',
  IMAGE_PROVIDER: 'instant',
};
let api: RunningApi;
let worker: Awaited<ReturnType<typeof startWorker>>;
let pushService: PushService;
let db: Client;
let n = 0;

beforeAll(async () => {
  pushService = await startPushService();
  api = await startApi(env);
  worker = await startWorker(env);
  db = await openDb();
});
afterAll(async () => {
  await db.end();
  await worker.close();
  await api.close();
  await pushService.close();
});

const endpoint = (kind: 'ok' | 'gone') => `${pushService.url}/${kind}/${process.pid}-${n++}`;
const requestsTo = (url: string) => pushService.received.filter((r) => pushService.url + r.path === url);
const stored = async (where: string, value: string) =>
  (
    await db.query<{ endpoint: string; user_id: string; p256dh: string }>(
      `SELECT endpoint, user_id, p256dh FROM push_subscriptions WHERE ${where} = $1 ORDER BY created_at`,
      [value],
    )
  ).rows;

async function subscribe(token: string, url: string, keys: BrowserKeys = browserKeys()): Promise<BrowserKeys> {
  const res = await call(api.url, 'POST', '/api/push/subscriptions', {
    token,
    body: { endpoint: url, expirationTime: null, keys: keys.json },
  });
  expect(res.status).toBe(204);
  return keys;
}

async function finishJob(token: string): Promise<string> {
  const res = await call<{ jobId: string }>(api.url, 'POST', '/api/flux-generate', {
    token,
    body: { prompt: 'a red fox in the snow', aspectRatio: '1:1' },
  });
  expect(res.status).toBe(202);
  expect((await waitForJob(api.url, token, res.body.jobId)).status).toBe('completed');
  return res.body.jobId;
}

const settle = () => new Promise((r) => setTimeout(r, 1500));

describe('a finished job', () => {
  it('is notified to the browser of a user with no socket open: encrypted, signed, with the page of its result', async () => {
    const { token } = await signUp(api.url);
    const url = endpoint('ok');
    const keys = await subscribe(token, url);
    const jobId = await finishJob(token);
    await until(() => requestsTo(url).length > 0, 10_000, 'the push request');
    const [push] = requestsTo(url);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    expect(push!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    const payload = decryptPush(push!.body, keys);
    expect(payload).toEqual({
      title: 'Your image is ready',
      body: 'Image Generator has finished. Tap to see it.',
      url: `/generate-image?job=${jobId}`,
      tag: `job:${jobId}`,
    });
    // a path of the app, never a (signed) media link
    expect(JSON.stringify(payload)).not.toMatch(/media|https?:/);
    await settle();
    expect(requestsTo(url)).toHaveLength(1);
  });

  it('is not notified while a socket of the user is open (the socket hears it); once it is closed, it is', async () => {
    const { token } = await signUp(api.url);
    const url = endpoint('ok');
    const keys = await subscribe(token, url);
    const socket = await connectSocket(api.url, token);
    const heard = await finishJob(token);
    await until(() => socket.completed.some((e) => e.jobId === heard), 10_000, 'the socket event');
    await settle();
    expect(requestsTo(url)).toHaveLength(0);

    socket.close();
    await settle();
    const jobId = await finishJob(token);
    await until(() => requestsTo(url).length > 0, 10_000, 'the push request');
    expect(decryptPush(requestsTo(url)[0]!.body, keys).url).toBe(`/generate-image?job=${jobId}`);
  });

  it('deletes a subscription the push service says is gone (410), and still reaches the others', async () => {
    const { token } = await signUp(api.url);
    const gone = endpoint('gone');
    const live = endpoint('ok');
    await subscribe(token, gone);
    await subscribe(token, live);
    await finishJob(token);
    await until(() => requestsTo(live).length > 0 && requestsTo(gone).length > 0, 10_000, 'both push requests');
    await until(async () => (await stored('endpoint', gone)).length === 0, 5_000, 'the gone subscription deleted');
    expect(await stored('endpoint', live)).toHaveLength(1);
  });
});

describe('with two API processes', () => {
  it('each job is notified once, and a socket on either process holds the notification back', async () => {
    const second = await startApi(env);
    try {
      const { token } = await signUp(api.url);
      const url = endpoint('ok');
      const keys = await subscribe(token, url);
      // both processes hear each completion; one claims it
      const jobs = [await finishJob(token), await finishJob(token)];
      await until(() => requestsTo(url).length >= 2, 10_000, 'two push requests');
      await settle();
      expect(
        requestsTo(url)
          .map((r) => decryptPush(r.body, keys).tag)
          .sort(),
      ).toEqual(jobs.map((j) => `job:${j}`).sort());

      // a socket on the other process only: whichever process claims the job sees it
      const socket = await connectSocket(second.url, token);
      try {
        await finishJob(token);
        await finishJob(token);
        await settle();
        expect(requestsTo(url)).toHaveLength(2);
      } finally {
        socket.close();
      }
    } finally {
      await second.close();
    }
  });
});

describe('the routes', () => {
  it('hand out the public key', async () => {
    const res = await call<PushKeyResponse>(api.url, 'GET', '/api/push/key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: vapid.publicKey });
  });

  it('refuse a bad subscription with a 400 that says why, and an anonymous one with 401', async () => {
    const { token } = await signUp(api.url);
    const keys = browserKeys().json;
    const anonymous = await call(api.url, 'POST', '/api/push/subscriptions', {
      body: { endpoint: endpoint('ok'), keys },
    });
    expect(anonymous.status).toBe(401);
    const cases: [unknown, string][] = [
      [{ endpoint: 'not a url', keys }, PUSH_TEXT.badEndpoint],
      [{ endpoint: 'ftp://push.example.com/x', keys }, PUSH_TEXT.badEndpoint],
      [{ endpoint: 'http://push.example.com/x', keys }, PUSH_TEXT.badEndpoint],
      [{ endpoint: `https://push.example.com/${'x'.repeat(1100)}`, keys }, PUSH_TEXT.badEndpoint],
      [{ endpoint: 42, keys }, PUSH_TEXT.badEndpoint],
      [{ endpoint: endpoint('ok') }, PUSH_TEXT.badKeys],
      [{ endpoint: endpoint('ok'), keys: 'x' }, PUSH_TEXT.badKeys],
      [{ endpoint: endpoint('ok'), keys: { ...keys, p256dh: 'abc' } }, PUSH_TEXT.badKeys],
      [
        { endpoint: endpoint('ok'), keys: { ...keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } },
        PUSH_TEXT.badKeys,
      ],
      [{ endpoint: endpoint('ok'), keys: { ...keys, auth: Buffer.alloc(8).toString('base64url') } }, PUSH_TEXT.badKeys],
    ];
    for (const [body, message] of cases) {
      const res = await call<ApiError>(api.url, 'POST', '/api/push/subscriptions', { token, body });
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
    }
  });

  it('save a browser once (upsert by endpoint, moved to whoever subscribed it last), keep 10 per account, and forget one', async () => {
    const alice = await signUp(api.url);
    const bob = await signUp(api.url);
    const first = endpoint('ok');
    await subscribe(alice.token, first);
    const renewed = await subscribe(alice.token, first);
    expect(await stored('endpoint', first)).toEqual([
      { endpoint: first, user_id: alice.user.id, p256dh: renewed.json.p256dh },
    ]);
    for (let i = 0; i < 10; i++) await subscribe(alice.token, endpoint('ok'));
    const kept = await stored('user_id', alice.user.id);
    expect(kept).toHaveLength(10);
    expect(kept.map((s) => s.endpoint)).not.toContain(first);

    const shared = kept[0]!.endpoint;
    await subscribe(bob.token, shared);
    expect((await stored('endpoint', shared))[0]!.user_id).toBe(bob.user.id);
    // alice cannot forget bob's browser; bob can, twice
    expect(
      (await call(api.url, 'DELETE', '/api/push/subscriptions', { token: alice.token, body: { endpoint: shared } }))
        .status,
    ).toBe(204);
    expect(await stored('endpoint', shared)).toHaveLength(1);
    for (let i = 0; i < 2; i++)
      expect(
        (await call(api.url, 'DELETE', '/api/push/subscriptions', { token: bob.token, body: { endpoint: shared } }))
          .status,
      ).toBe(204);
    expect(await stored('endpoint', shared)).toHaveLength(0);
  });

  it('say so when Web Push is off on the server (no VAPID keys)', async () => {
    const off = await startApi();
    try {
      const { token } = await signUp(off.url);
      expect((await call<PushKeyResponse>(off.url, 'GET', '/api/push/key')).body).toEqual({ publicKey: null });
      const res = await call<ApiError>(off.url, 'POST', '/api/push/subscriptions', {
        token,
        body: { endpoint: endpoint('ok'), keys: browserKeys().json },
      });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(PUSH_TEXT.off);
    } finally {
      await off.close();
    }
  });
});
