import { existsSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';

import type { ApiError, CreateGirlResponse, JobView, PicsAccepted } from '../src/contracts';
import { LocalMediaStorage } from '../src/infra/storage/local-media.storage';
import { MediaStorage } from '../src/infra/storage/media-storage.port';
import { MediaSweep } from '../src/infra/storage/media-sweep';
import { call, signUp } from './support/http';
import { type RunningApi, startApi, startWorker } from './support/in-process';

let api: RunningApi;
let worker: INestApplicationContext;
let storage: LocalMediaStorage;

beforeAll(async () => {
  api = await startApi();
  worker = await startWorker();
  storage = api.app.get(MediaStorage) as LocalMediaStorage;
});
afterAll(async () => {
  await worker.close();
  await api.close();
});

const fileOf = (url: string) => join(storage.root, url.slice('/media/'.length).split('?')[0]);
const age = (url: string, days: number) => {
  const then = new Date(Date.now() - days * 24 * 3600 * 1000);
  utimesSync(fileOf(url), then, then);
};

async function done(token: string, jobId: string): Promise<JobView> {
  const end = Date.now() + 60_000;
  for (;;) {
    const job = (await call<JobView>(api.url, 'GET', `/api/jobs/${jobId}`, { token })).body;
    if (job.status === 'completed') return job;
    if (job.status === 'failed' || Date.now() > end) throw new Error(`job ${jobId}: ${job.status} ${job.error ?? ''}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function girlWithPicture(token: string) {
  const created = (
    await call<CreateGirlResponse>(api.url, 'POST', '/api/girls', {
      token,
      body: { name: 'Mia', personality: ['Playful'], style: 'Realistic' },
    })
  ).body;
  await done(token, created.jobId);
  const pics = (await call<PicsAccepted>(api.url, 'POST', `/api/girls/${created.girl.id}/pics`, { token, body: {} }))
    .body;
  await done(token, pics.jobId);
  const girl = (await call<{ pics: { id: string; url: string }[] }>(api.url, 'GET', `/api/girls/${created.girl.id}`))
    .body;
  return { girlId: created.girl.id, pic: girl.pics[0] };
}

describe('deleting frees storage', () => {
  it('a deleted picture takes its file with it, unless another row shows the same content', async () => {
    const { token } = await signUp(api.url);
    const first = await girlWithPicture(token);
    const second = await girlWithPicture(token);
    // the same bytes elsewhere: another girl's portrait is that very file
    await api.app
      .get(DataSource)
      .query('UPDATE girls SET image_url = $1 WHERE id = $2', [first.pic.url, second.girlId]);

    expect((await call(api.url, 'DELETE', `/api/girls/${first.girlId}/pics/${first.pic.id}`, { token })).status).toBe(
      204,
    );
    expect(existsSync(fileOf(first.pic.url))).toBe(true);
    expect((await fetch(api.url + first.pic.url)).status).toBe(200);

    expect((await call(api.url, 'DELETE', `/api/girls/${second.girlId}/pics/${second.pic.id}`, { token })).status).toBe(
      204,
    );
    expect(existsSync(fileOf(second.pic.url))).toBe(false);
    const gone = await fetch(api.url + second.pic.url);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as ApiError).message).toBe('No such file.');
  });

  it('the sweep removes files no row points at once they are a day old, and nothing else', async () => {
    const { token } = await signUp(api.url);
    const kept = await girlWithPicture(token);
    const tool = (
      await call<{ jobId: string }>(api.url, 'POST', '/api/flux-generate', {
        token,
        body: { prompt: 'a red kite', aspectRatio: '1:1' },
      })
    ).body;
    const output = ((await done(token, tool.jobId)).result as { imageUrl: string }).imageUrl;

    const orphan = await storage.put(Buffer.from('an old orphan'), 'image/png');
    const privateOrphan = await storage.put(Buffer.from('an old private orphan'), 'image/png', { private: true });
    const fresh = await storage.put(Buffer.from('a file a running job has just stored'), 'image/png');
    for (const url of [orphan, privateOrphan, kept.pic.url, output]) age(url, 2);

    await worker.get(MediaSweep).sweep();

    expect(existsSync(fileOf(orphan))).toBe(false);
    expect(existsSync(fileOf(privateOrphan))).toBe(false);
    expect(existsSync(fileOf(fresh))).toBe(true);
    expect(existsSync(fileOf(kept.pic.url))).toBe(true);
    expect(existsSync(fileOf(output))).toBe(true);
  });
});
