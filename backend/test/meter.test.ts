import { existsSync, readdirSync } from 'node:fs';

import type { Client } from 'pg';
import sharp from 'sharp';

import { type ApiError, type CreateGirlResponse, FREE_GIRLS_PER_DAY, type Message, MESSAGES } from '../src/contracts';
import { base64Json, dataUrl, pngWith } from './support/card-files';
import { openDb } from './support/db';
import { type Answer, call, signUp } from './support/http';
import { type RunningApi, startApi } from './support/in-process';

/**
 * One meter (ARCHITECTURE.md, Invariants): every way to start a generation costs a free user one
 * credit, taken before the job is queued; none at 0 credits (402, nothing queued); subscribers pay
 * nothing; her first portrait is free; a free user makes at most 10 girls a day.
 */
let api: RunningApi;
let db: Client;

beforeAll(async () => {
  api = await startApi();
  db = await openDb();
});
afterAll(async () => {
  await api.close();
  await db.end();
});

type Reply = ApiError & { jobId?: string; reply?: Message; message?: Message | string };

/** A signed-up user with one girl and a chat with her (greeting and one text exchange). */
async function setUp() {
  const { token, user } = await signUp(api.url);
  const created = await call<CreateGirlResponse>(api.url, 'POST', '/api/girls', {
    token,
    body: { name: 'Ava', hair: 'Black Bob', personality: ['Warm'], style: 'Realistic' },
  });
  expect(created.status).toBe(201);
  const girlId = created.body.girl.id;
  const hello = await call<{ asked: Message }>(api.url, 'POST', '/api/girl-chat', {
    token,
    body: { girlId, newUserMessage: 'Hello there' },
  });
  expect(hello.status).toBe(200);
  const jobsBefore = (await ledger(user.id)).jobs;
  return { token, userId: user.id, girlId, askedId: hello.body.asked.id, jobsBefore };
}
type Setup = Awaited<ReturnType<typeof setUp>>;

const png = async () =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c48' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

const post = (s: Setup, path: string, body?: unknown) => call<Reply>(api.url, 'POST', path, { token: s.token, body });

/** Every way to start a generation, each as its route is called. */
const WAYS: [string, (s: Setup) => Promise<Answer<Reply>>][] = [
  ['Pics', (s) => post(s, `/api/girls/${s.girlId}/pics`, { preset: 'Bikini' })],
  ['New Look', (s) => post(s, `/api/girls/${s.girlId}/look`)],
  ['a chat picture', (s) => post(s, '/api/girl-chat', { girlId: s.girlId, newUserMessage: 'Send me a pic of you' })],
  [
    'a chat preset',
    (s) =>
      post(s, '/api/girl-chat', {
        girlId: s.girlId,
        newUserMessage: 'Send me a picture of you wearing a bikini on a sunny beach',
      }),
  ],
  [
    'a chat message edited into a picture request',
    (s) =>
      call<Reply>(api.url, 'PATCH', `/api/chats/${s.girlId}/messages/${s.askedId}`, {
        token: s.token,
        body: { text: 'Show me a photo of you instead' },
      }),
  ],
  ['the image tool', (s) => post(s, '/api/flux-generate', { prompt: 'a lighthouse at dusk', aspectRatio: '1:1' })],
  ['the video tool', async (s) => post(s, '/api/video-generate', { prompt: 'she waves', image: await png() })],
  ['the GIF tool', async (s) => post(s, '/api/gif-generate', { prompt: 'she winks', image: await png() })],
  [
    'face swap',
    async (s) => post(s, '/api/face-swap', { input_image: await png(), swap_image: await png(), consent: true }),
  ],
  ['background removal', async (s) => post(s, '/api/remove-background', { image: await png() })],
  ['the upscaler', (s) => post(s, '/api/upscale', { prompt: 'sharper please' })],
];

/** Her credits, her jobs and those of them that took a credit. */
async function ledger(userId: string) {
  const [row] = (
    await db.query<{ credits: number; jobs: number; charged: number }>(
      `SELECT credits,
              (SELECT count(*)::int FROM generation_jobs WHERE user_id = $1) AS jobs,
              (SELECT count(*)::int FROM generation_jobs WHERE user_id = $1 AND charged) AS charged
       FROM users WHERE id = $1`,
      [userId],
    )
  ).rows;
  return row;
}

const setCredits = (userId: string, credits: number) =>
  db.query('UPDATE users SET credits = $2 WHERE id = $1', [userId, credits]);
const subscribe = (userId: string) =>
  db.query(`UPDATE users SET sub_end = now() + interval '1 month' WHERE id = $1`, [userId]);

describe.each(WAYS)('%s', (_name, start) => {
  it('with 1 credit: starts one job and takes the credit', async () => {
    const s = await setUp();
    await setCredits(s.userId, 1);
    const res = await start(s);
    expect([200, 202]).toContain(res.status);
    expect(res.body.jobId).toEqual(expect.any(String));
    expect(await ledger(s.userId)).toEqual({ credits: 0, jobs: s.jobsBefore + 1, charged: 1 });
  });

  it("at 0 credits: 402 with the upsell text, the contract's error shape, and nothing queued", async () => {
    const s = await setUp();
    await setCredits(s.userId, 0);
    const res = await start(s);
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ statusCode: 402, message: MESSAGES.noCredits, error: 'Payment Required' });
    expect(await ledger(s.userId)).toEqual({ credits: 0, jobs: s.jobsBefore, charged: 0 });
  });

  it('a subscriber at 0 credits is not charged', async () => {
    const s = await setUp();
    await setCredits(s.userId, 0);
    await subscribe(s.userId);
    const res = await start(s);
    expect([200, 202]).toContain(res.status);
    expect(await ledger(s.userId)).toEqual({ credits: 0, jobs: s.jobsBefore + 1, charged: 0 });
  });
});

describe('a chat picture at 0 credits', () => {
  it('keeps neither the request nor a waiting reply (the page shows the upsell instead)', async () => {
    const s = await setUp();
    await setCredits(s.userId, 0);
    const res = await post(s, '/api/girl-chat', { girlId: s.girlId, newUserMessage: 'Send me a photo' });
    expect(res.status).toBe(402);
    const chat = await call<{ messages: Message[] }>(api.url, 'GET', `/api/chats/${s.girlId}`, { token: s.token });
    expect(chat.body.messages.map((m) => m.text)).not.toContain('Send me a photo');
    expect(chat.body.messages.some((m) => m.loading)).toBe(false);
  });
});

describe('at once', () => {
  it('asking many times at once takes exactly the credits there are: as many jobs start, the rest get 402', async () => {
    const [a, b] = [await setUp(), await setUp()];
    await setCredits(a.userId, 3);
    await setCredits(b.userId, 1);
    const ask = (s: Setup) => post(s, '/api/flux-generate', { prompt: 'a lighthouse at dusk', aspectRatio: '1:1' });
    const answers = await Promise.all([...Array.from({ length: 8 }, () => ask(a)), ask(b), ask(b), ask(b)]);
    const statuses = (from: number, to: number) =>
      answers
        .slice(from, to)
        .map((r) => r.status)
        .sort();
    expect(statuses(0, 8)).toEqual([202, 202, 202, 402, 402, 402, 402, 402]);
    expect(statuses(8, 11)).toEqual([202, 402, 402]);
    expect(await ledger(a.userId)).toEqual({ credits: 0, jobs: a.jobsBefore + 3, charged: 3 });
    expect(await ledger(b.userId)).toEqual({ credits: 0, jobs: b.jobsBefore + 1, charged: 1 });
  });
});

describe('girls', () => {
  const ava = { name: 'Ava', personality: ['Warm'], style: 'Realistic' };
  const create = (token: string) =>
    call<CreateGirlResponse & ApiError>(api.url, 'POST', '/api/girls', { token, body: ava });

  it('her first portrait is free', async () => {
    const { token, user } = await signUp(api.url);
    await setCredits(user.id, 0);
    const res = await create(token);
    expect(res.status).toBe(201);
    expect(res.body.jobId).toEqual(expect.any(String));
    expect((await ledger(user.id)).credits).toBe(0);
  });

  it('a free user makes at most 10 a day, even when asking at once; the 11th is refused with 402', async () => {
    const { token, user } = await signUp(api.url);
    const answers = await Promise.all(Array.from({ length: FREE_GIRLS_PER_DAY + 3 }, () => create(token)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(FREE_GIRLS_PER_DAY);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual([402, 402, 402]);
    expect(refused[0].body).toEqual({ statusCode: 402, message: MESSAGES.girlsPerDay, error: 'Payment Required' });
    const [row] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM girls WHERE owner_id = $1', [user.id]))
      .rows;
    expect(row.n).toBe(FREE_GIRLS_PER_DAY);
    // a day later the allowance is back
    await db.query(`UPDATE girls SET created_at = now() - interval '25 hours' WHERE owner_id = $1`, [user.id]);
    expect((await create(token)).status).toBe(201);
  });

  it('a character card counts as one of them: past the allowance an import is refused with 402 and saves nothing', async () => {
    const { token, user } = await signUp(api.url);
    for (let i = 0; i < FREE_GIRLS_PER_DAY - 1; i++) expect((await create(token)).status).toBe(201);
    const card = {
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: { name: 'Lena', description: 'A 31-year-old architect from Oslo.', first_mes: 'Hi there!' },
    };
    const importCard = () =>
      call<ApiError>(api.url, 'POST', '/api/girls/import', {
        token,
        body: { card: `data:application/json;base64,${Buffer.from(JSON.stringify(card)).toString('base64')}` },
      });
    expect((await importCard()).status).toBe(201);
    const refused = await importCard();
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(MESSAGES.girlsPerDay);
    // a PNG card's portrait is stored before she is saved: refused, the file goes too
    const dir = api.settings.MEDIA_DIR;
    const files = () =>
      existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile()).length : 0;
    const before = files();
    const png = await pngWith([{ type: 'tEXt', keyword: 'chara', text: base64Json(card) }]);
    const refusedPng = await call<ApiError>(api.url, 'POST', '/api/girls/import', {
      token,
      body: { card: dataUrl(png, 'image/png') },
    });
    expect(refusedPng.status).toBe(402);
    expect(files()).toBe(before);
    expect((await create(token)).status).toBe(402);
    const [row] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM girls WHERE owner_id = $1', [user.id]))
      .rows;
    expect(row.n).toBe(FREE_GIRLS_PER_DAY);
  });

  it('a subscriber has no daily limit', async () => {
    const { token, user } = await signUp(api.url);
    await subscribe(user.id);
    for (let i = 0; i <= FREE_GIRLS_PER_DAY; i++) expect((await create(token)).status).toBe(201);
  });
});
