import type { INestApplicationContext } from '@nestjs/common';
import type { Client } from 'pg';
import { DataSource } from 'typeorm';

import type {
  ApiError,
  CreateGirlResponse,
  FeedPage,
  Girl,
  PicsAccepted,
  PolicyCheckResponse,
  User,
} from '../src/contracts';
import { GirlEntity } from '../src/modules/girls/girl.entity';
import { GirlsService } from '../src/modules/girls/girls.service';
import { openDb } from './support/db';
import { call, signUp, waitForJob as waitJob } from './support/http';
import { type RunningApi, startApi, startWorker } from './support/in-process';
import { connectSocket, until } from './support/sockets';

let api: RunningApi;
let worker: INestApplicationContext | null = null;
let db: Client;

/** A generation job's stored input, as far as these tests read it. */
interface JobInput {
  input: { prompt: string };
}

beforeAll(async () => {
  api = await startApi();
  db = await openDb();
});
afterAll(async () => {
  await worker?.close();
  await api.close();
  await db.end();
});

async function runWorker() {
  worker ??= await startWorker();
}

const mia = {
  name: 'Mia',
  eyes: 'Green',
  mouth: '',
  nose: null,
  hair: 'Auburn Curls',
  body: 'Curvy',
  skin: 'Olive',
  personality: ['Playful', ' Witty '],
  style: 'Anime',
};

async function createGirl(token: string, body: object = mia) {
  const res = await call<CreateGirlResponse & ApiError>(api.url, 'POST', '/api/girls', { token, body });
  expect(res.status).toBe(201);
  return res.body;
}

const waitForJob = (token: string, jobId: string) => waitJob(api.url, token, jobId, 30_000);

const credits = async (token: string) =>
  (await call<{ user: User }>(api.url, 'GET', '/api/auth/me', { token })).body.user.credits;

describe('creating a girl', () => {
  it('saves her with empty answers as null and a personality list, and her portrait becomes her image', async () => {
    const { token, user } = await signUp(api.url);
    const { girl, jobId } = await createGirl(token);
    expect(girl).toMatchObject({
      owner: user.username,
      name: 'Mia',
      mouth: null,
      nose: null,
      personality: ['Playful', 'Witty'],
      imageUrl: null,
      pics: [],
    });
    expect(girl.style).toBe('Anime');

    await runWorker();
    const job = await waitForJob(token, jobId);
    expect(job).toMatchObject({
      kind: 'portrait',
      status: 'completed',
      result: { girlId: girl.id, imageUrl: expect.stringMatching(/^\/media\//) as unknown },
    });
    const [row] = (await db.query<JobInput>('SELECT input FROM generation_jobs WHERE id = $1', [jobId])).rows;
    expect(row.input.prompt).toMatch(/^Full body portrait, 4k quality, Anime style, named Mia, Green eyes/);
    expect(row.input.prompt).toContain('adult woman in her twenties');
    expect(row.input).toMatchObject({ aspectRatio: '9:16', steps: 25, guidance: 3, interval: 2 });

    const mine = await call<Girl[]>(api.url, 'GET', '/api/girls/mine', { token });
    expect(mine.body.map((g) => g.id)).toContain(girl.id);
    expect((await call<Girl>(api.url, 'GET', `/api/girls/${girl.id}`)).body.imageUrl).toBe(
      job.result && (job.result as { imageUrl: string }).imageUrl,
    );
  });

  it('keeps her style: a new look and her pictures are drawn in it too', async () => {
    const { token } = await signUp(api.url);
    const { girl } = await createGirl(token); // Anime
    expect((await call<Girl>(api.url, 'GET', `/api/girls/${girl.id}`)).body.style).toBe('Anime');
    const look = await call<{ jobId: string }>(api.url, 'POST', `/api/girls/${girl.id}/look`, { token });
    expect(look.status).toBe(202);
    const pics = await call<PicsAccepted>(api.url, 'POST', `/api/girls/${girl.id}/pics`, {
      token,
      body: { preset: 'Bikini' },
    });
    expect(pics.status).toBe(202);
    const prompt = async (jobId: string) =>
      (await db.query<JobInput>('SELECT input FROM generation_jobs WHERE id = $1', [jobId])).rows[0].input.prompt;
    expect(await prompt(look.body.jobId)).toMatch(/^Full body portrait, 4k quality, Anime style, named Mia/);
    expect(await prompt(pics.body.jobId)).toMatch(/^Full body anime style 4k illustration, of Mia/);
    const realistic = await createGirl(token, { ...mia, style: 'Realistic' });
    expect(realistic.girl.style).toBe('Realistic');
    const theirs = await call<PicsAccepted>(api.url, 'POST', `/api/girls/${realistic.girl.id}/pics`, {
      token,
      body: {},
    });
    expect(await prompt(theirs.body.jobId)).toMatch(/^Full body realistic 4k photo, of Mia/);
  });

  it('queues no second portrait when her first one finished after the caller looked (a stale girl)', async () => {
    const { token, user } = await signUp(api.url);
    const { girl } = await createGirl(token);
    const girls = api.app.get(GirlsService);
    const stale = await api.app.get(DataSource).getRepository(GirlEntity).findOneByOrFail({ id: girl.id });
    // her portrait job is still queued: that one is the answer
    const [{ id: first }] = (
      await db.query<{ id: string }>(`SELECT id FROM generation_jobs WHERE input->>'girlId' = $1`, [girl.id])
    ).rows;
    expect(await girls.ensurePortrait({ id: user.id, username: user.username }, stale)).toBe(first);
    // it finished meanwhile (the picture is on her row): nothing new, whatever the caller saw
    await db.query(`UPDATE generation_jobs SET status = 'completed' WHERE id = $1`, [first]);
    await db.query(`UPDATE girls SET image_url = '/media/aa/done.png' WHERE id = $1`, [girl.id]);
    expect(await girls.ensurePortrait({ id: user.id, username: user.username }, stale)).toBeNull();
    expect(
      (
        await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM generation_jobs WHERE input->>'girlId' = $1`, [
          girl.id,
        ])
      ).rows[0].n,
    ).toBe(1);
  });

  it('refuses a girl without a personality trait, on the server too', async () => {
    const { token } = await signUp(api.url);
    for (const personality of [[], ['  '], undefined]) {
      const res = await call<ApiError>(api.url, 'POST', '/api/girls', { token, body: { ...mia, personality } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please select at least one personality trait or add one.');
    }
  });

  it('refuses text that points at a minor with 422', async () => {
    const { token } = await signUp(api.url);
    const res = await call<ApiError>(api.url, 'POST', '/api/girls', {
      token,
      body: { ...mia, personality: ['Playful', 'teen'] },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('This request is not allowed: all characters must be adults.');
  });

  it('tells the wizard which answers the policy refuses, before anything is saved', async () => {
    const { token } = await signUp(api.url);
    const res = await call<PolicyCheckResponse>(api.url, 'POST', '/api/girls/policy-check', {
      token,
      body: { texts: ['Mia', '15 years old', 'Auburn Curls', 'a t33n'] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ refused: [1, 3] });
    expect((await call(api.url, 'POST', '/api/girls/policy-check', { body: { texts: ['Mia'] } })).status).toBe(401);
    expect((await call(api.url, 'POST', '/api/girls/policy-check', { token, body: { texts: 'Mia' } })).status).toBe(
      400,
    );
    expect(
      (await call(api.url, 'POST', '/api/girls/policy-check', { token, body: { texts: ['x'.repeat(201)] } })).status,
    ).toBe(400);
    expect((await call<Girl[]>(api.url, 'GET', '/api/girls/mine', { token })).body).toEqual([]);
  });

  it('answers 404 with the spec message for a missing girl', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await call<ApiError>(api.url, 'GET', `/api/girls/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('No AI Girl found.');
    }
  });
});

describe('owner-only calls', () => {
  it('answer 403 to another user', async () => {
    const owner = await signUp(api.url);
    const other = await signUp(api.url);
    const { girl } = await createGirl(owner.token);
    const [{ id: picId }] = (
      await db.query<{ id: string }>(`INSERT INTO pictures (girl_id, url) VALUES ($1, '/media/x.png') RETURNING id`, [
        girl.id,
      ])
    ).rows;
    for (const [method, path] of [
      ['POST', `/api/girls/${girl.id}/look`],
      ['POST', `/api/girls/${girl.id}/pics`],
      ['DELETE', `/api/girls/${girl.id}/pics/${picId}`],
    ]) {
      expect((await call(api.url, method, path, { token: other.token, body: {} })).status).toBe(403);
    }
    expect((await call(api.url, 'GET', `/api/girls/${girl.id}`, { token: other.token })).status).toBe(200);
  });
});

describe('pictures and credits', () => {
  it('20 parallel requests with 5 credits give exactly five 202 and fifteen 402, and credits end at 0', async () => {
    const { token } = await signUp(api.url);
    const { girl } = await createGirl(token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<PicsAccepted & ApiError>(api.url, 'POST', `/api/girls/${girl.id}/pics`, {
          token,
          body: { preset: 'Bikini' },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 202)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 402);
    expect(refused).toHaveLength(15);
    expect(refused[0].body.message).toBe(
      "You've run out of free image generations. Upgrade to premium for unlimited generations.",
    );
    expect(
      answers
        .filter((a) => a.status === 202)
        .map((a) => a.body.credits)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4]);
    expect(await credits(token)).toBe(0);
  });

  it('subscribers use no credits', async () => {
    const { token, user } = await signUp(api.url);
    await db.query(`UPDATE users SET sub_end = now() + interval '1 month' WHERE id = $1`, [user.id]);
    const { girl } = await createGirl(token);
    for (let i = 0; i < 3; i++) {
      const res = await call<PicsAccepted>(api.url, 'POST', `/api/girls/${girl.id}/pics`, { token, body: {} });
      expect(res.status).toBe(202);
      expect(res.body.credits).toBe(5);
    }
    expect(await credits(token)).toBe(5);
  });

  it('a finished picture joins her gallery and the feed, pushed to the owner and to everyone', async () => {
    await runWorker();
    const { token, user } = await signUp(api.url);
    const { girl } = await createGirl(token);
    const owner = await connectSocket(api.url, token);
    const visitor = await connectSocket(api.url);
    const feedPosts: unknown[] = [];
    visitor.socket.on('feed:post', (e) => feedPosts.push(e.post));

    const res = await call<PicsAccepted>(api.url, 'POST', `/api/girls/${girl.id}/pics`, {
      token,
      body: { preset: 'Sexy', modifiers: 'in a red dress' },
    });
    expect(res.body.credits).toBe(4);
    await until(() => owner.completed.some((e) => e.jobId === res.body.jobId), 30_000, 'the picture');
    const done = owner.completed.find((e) => e.jobId === res.body.jobId)!;
    expect(done.kind).toBe('pics');
    await until(() => feedPosts.length > 0, 5_000, 'feed:post');
    expect(feedPosts[0]).toMatchObject({ user: user.username, girl: 'Mia', girlId: girl.id, caption: '', nsfw: true });

    const after = (await call<Girl>(api.url, 'GET', `/api/girls/${girl.id}`)).body;
    expect(after.pics).toHaveLength(1);
    const feed = (await call<FeedPage>(api.url, 'GET', '/api/feed?limit=5')).body;
    expect(feed.posts[0]).toMatchObject({ girlId: girl.id, nsfw: true, imageUrl: after.pics[0].url });

    // deleting takes it out of her list and off the public feed
    expect((await call(api.url, 'DELETE', `/api/girls/${girl.id}/pics/${after.pics[0].id}`, { token })).status).toBe(
      204,
    );
    expect((await call<Girl>(api.url, 'GET', `/api/girls/${girl.id}`)).body.pics).toHaveLength(0);
    const feedAfter = (await call<FeedPage>(api.url, 'GET', '/api/feed?limit=50')).body;
    expect(feedAfter.posts.map((p) => p.imageUrl)).not.toContain(after.pics[0].url);
    expect((await call(api.url, 'DELETE', `/api/girls/${girl.id}/pics/${after.pics[0].id}`, { token })).status).toBe(
      404,
    );
    owner.close();
    visitor.close();
  });

  it('a job that finally fails gives the credit back, once', async () => {
    await runWorker();
    const { token } = await signUp(api.url);
    const { girl } = await createGirl(token);
    const res = await call<PicsAccepted>(api.url, 'POST', `/api/girls/${girl.id}/pics`, { token, body: {} });
    await db.query('DELETE FROM girls WHERE id = $1', [girl.id]); // gone before her picture is saved
    const job = await waitForJob(token, res.body.jobId);
    expect(job).toMatchObject({ status: 'failed', error: 'No AI Girl found.' });
    expect(await credits(token)).toBe(5);
  });
});

describe('the feed', () => {
  it('pages newest first by keyset, without repeats', async () => {
    const { user } = await signUp(api.url);
    for (let i = 0; i < 7; i++) {
      await db.query(`INSERT INTO feed_posts (user_id, girl_name, image_url) VALUES ($1, 'Unknown', $2)`, [
        user.id,
        `/media/p${i}.png`,
      ]);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: FeedPage = (
        await call<FeedPage>(api.url, 'GET', `/api/feed?limit=3${cursor ? `&cursor=${cursor}` : ''}`)
      ).body;
      expect(page.posts.length).toBeLessThanOrEqual(3);
      seen.push(...page.posts.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(7);
    expect((await call(api.url, 'GET', '/api/feed?cursor=garbage')).status).toBe(400);
  });
});
