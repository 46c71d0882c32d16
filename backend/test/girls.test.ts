import { DataSource } from 'typeorm';

import type { ApiError, Girl, PicsAccepted, PolicyCheckResponse } from '../src/contracts';
import { GirlEntity } from '../src/modules/girls/girl.entity';
import { GirlsService } from '../src/modules/girls/girls.service';
import { girlsWorld, mia } from './support/girls-world';
import { call, signUp } from './support/http';

// her pictures, credits and the feed: girls-pictures.test.ts
const world = girlsWorld();
const { runWorker, createGirl, waitForJob } = world;

/** A generation job's stored input, as far as these tests read it. */
interface JobInput {
  input: { prompt: string };
}

describe('creating a girl', () => {
  it('saves her with empty answers as null and a personality list, and her portrait becomes her image', async () => {
    const { token, user } = await signUp(world.api.url);
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
    const [row] = (await world.db.query<JobInput>('SELECT input FROM generation_jobs WHERE id = $1', [jobId])).rows;
    expect(row.input.prompt).toMatch(/^Full body portrait, 4k quality, Anime style, named Mia, Green eyes/);
    expect(row.input.prompt).toContain('adult woman in her twenties');
    expect(row.input).toMatchObject({ aspectRatio: '9:16', steps: 25, guidance: 3, interval: 2 });

    const mine = await call<Girl[]>(world.api.url, 'GET', '/api/girls/mine', { token });
    expect(mine.body.map((g) => g.id)).toContain(girl.id);
    expect((await call<Girl>(world.api.url, 'GET', `/api/girls/${girl.id}`)).body.imageUrl).toBe(
      job.result && (job.result as { imageUrl: string }).imageUrl,
    );
  });

  it('keeps her style: a new look and her pictures are drawn in it too', async () => {
    const { token } = await signUp(world.api.url);
    const { girl } = await createGirl(token); // Anime
    expect((await call<Girl>(world.api.url, 'GET', `/api/girls/${girl.id}`)).body.style).toBe('Anime');
    const look = await call<{ jobId: string }>(world.api.url, 'POST', `/api/girls/${girl.id}/look`, { token });
    expect(look.status).toBe(202);
    const pics = await call<PicsAccepted>(world.api.url, 'POST', `/api/girls/${girl.id}/pics`, {
      token,
      body: { preset: 'Bikini' },
    });
    expect(pics.status).toBe(202);
    const prompt = async (jobId: string) =>
      (await world.db.query<JobInput>('SELECT input FROM generation_jobs WHERE id = $1', [jobId])).rows[0].input.prompt;
    expect(await prompt(look.body.jobId)).toMatch(/^Full body portrait, 4k quality, Anime style, named Mia/);
    expect(await prompt(pics.body.jobId)).toMatch(/^Full body anime style 4k illustration, of Mia/);
    const realistic = await createGirl(token, { ...mia, style: 'Realistic' });
    expect(realistic.girl.style).toBe('Realistic');
    const theirs = await call<PicsAccepted>(world.api.url, 'POST', `/api/girls/${realistic.girl.id}/pics`, {
      token,
      body: {},
    });
    expect(await prompt(theirs.body.jobId)).toMatch(/^Full body realistic 4k photo, of Mia/);
  });

  it('queues no second portrait when her first one finished after the caller looked (a stale girl)', async () => {
    const { token, user } = await signUp(world.api.url);
    const { girl } = await createGirl(token);
    const girls = world.api.app.get(GirlsService);
    const stale = await world.api.app.get(DataSource).getRepository(GirlEntity).findOneByOrFail({ id: girl.id });
    // her portrait job is still queued: that one is the answer
    const [{ id: first }] = (
      await world.db.query<{ id: string }>(`SELECT id FROM generation_jobs WHERE input->>'girlId' = $1`, [girl.id])
    ).rows;
    expect(await girls.ensurePortrait({ id: user.id, username: user.username }, stale)).toBe(first);
    // it finished meanwhile (the picture is on her row): nothing new, whatever the caller saw
    await world.db.query(`UPDATE generation_jobs SET status = 'completed' WHERE id = $1`, [first]);
    await world.db.query(`UPDATE girls SET image_url = '/media/aa/done.png' WHERE id = $1`, [girl.id]);
    expect(await girls.ensurePortrait({ id: user.id, username: user.username }, stale)).toBeNull();
    expect(
      (
        await world.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM generation_jobs WHERE input->>'girlId' = $1`,
          [girl.id],
        )
      ).rows[0].n,
    ).toBe(1);
  });

  it('refuses a girl without a personality trait, on the server too', async () => {
    const { token } = await signUp(world.api.url);
    for (const personality of [[], ['  '], undefined]) {
      const res = await call<ApiError>(world.api.url, 'POST', '/api/girls', { token, body: { ...mia, personality } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please select at least one personality trait or add one.');
    }
  });

  it('refuses a blank name with 400 and saves no girl', async () => {
    const { token, user } = await signUp(world.api.url);
    for (const name of ['', '   ', '\u200b', null, undefined]) {
      const res = await call<ApiError>(world.api.url, 'POST', '/api/girls', { token, body: { ...mia, name } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please give her a name.');
    }
    const { rows } = await world.db.query<{ n: number }>('SELECT count(*)::int AS n FROM girls WHERE owner_id = $1', [
      user.id,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('refuses text that points at a minor with 422', async () => {
    const { token } = await signUp(world.api.url);
    const res = await call<ApiError>(world.api.url, 'POST', '/api/girls', {
      token,
      body: { ...mia, personality: ['Playful', 'teen'] },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('This request is not allowed: all characters must be adults.');
  });

  it('tells the wizard which answers the policy refuses, before anything is saved', async () => {
    const { token } = await signUp(world.api.url);
    const res = await call<PolicyCheckResponse>(world.api.url, 'POST', '/api/girls/policy-check', {
      token,
      body: { texts: ['Mia', '15 years old', 'Auburn Curls', 'a t33n'] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ refused: [1, 3] });
    expect((await call(world.api.url, 'POST', '/api/girls/policy-check', { body: { texts: ['Mia'] } })).status).toBe(
      401,
    );
    expect(
      (await call(world.api.url, 'POST', '/api/girls/policy-check', { token, body: { texts: 'Mia' } })).status,
    ).toBe(400);
    expect(
      (await call(world.api.url, 'POST', '/api/girls/policy-check', { token, body: { texts: ['x'.repeat(201)] } }))
        .status,
    ).toBe(400);
    expect((await call<Girl[]>(world.api.url, 'GET', '/api/girls/mine', { token })).body).toEqual([]);
  });

  it('answers 404 with the spec message for a missing girl', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await call<ApiError>(world.api.url, 'GET', `/api/girls/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('No AI Girl found.');
    }
  });
});

describe('owner-only calls', () => {
  it('answer 403 to another user', async () => {
    const owner = await signUp(world.api.url);
    const other = await signUp(world.api.url);
    const { girl } = await createGirl(owner.token);
    const [{ id: picId }] = (
      await world.db.query<{ id: string }>(
        `INSERT INTO pictures (girl_id, url) VALUES ($1, '/media/x.png') RETURNING id`,
        [girl.id],
      )
    ).rows;
    for (const [method, path] of [
      ['POST', `/api/girls/${girl.id}/look`],
      ['POST', `/api/girls/${girl.id}/pics`],
      ['DELETE', `/api/girls/${girl.id}/pics/${picId}`],
    ]) {
      expect((await call(world.api.url, method, path, { token: other.token, body: {} })).status).toBe(403);
    }
    expect((await call(world.api.url, 'GET', `/api/girls/${girl.id}`, { token: other.token })).status).toBe(200);
  });
});
