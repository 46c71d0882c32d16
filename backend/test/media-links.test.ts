import type { INestApplicationContext } from '@nestjs/common';

import type { CreateGirlResponse, FeedPage, Girl, JobView, PicsAccepted } from '../src/contracts';
import { call, signUp, waitForJob } from './support/http';
import { type RunningApi, startApi, startWorker } from './support/in-process';

/** Every string anywhere in an answer. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

let api: RunningApi;
let worker: INestApplicationContext;
beforeAll(async () => {
  api = await startApi();
  worker = await startWorker({ JOB_PROGRESS_INTERVAL_MS: '0' });
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
});

/** Only the fields the job catalogue types as media are signed: never a text because it looks like a media URL. */
describe('a girl named after someone else’s private file', () => {
  it('is answered with her name as written, and nothing the attacker receives opens the file', async () => {
    const victim = await signUp(api.url);
    const upload = await call<{ jobId: string }>(api.url, 'POST', '/api/flux-generate', {
      token: victim.token,
      body: { prompt: 'red hair on a beach', aspectRatio: '1:1' },
    });
    expect(upload.status).toBe(202);
    const done = await waitForJob(api.url, victim.token, upload.body.jobId);
    const signedForVictim = (done.result as { imageUrl: string }).imageUrl;
    const file = signedForVictim.split('?')[0];
    expect(file).toMatch(/^\/media\/private\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    expect((await fetch(api.url + signedForVictim)).status).toBe(200);

    const attacker = await signUp(api.url);
    const created = await call<CreateGirlResponse>(api.url, 'POST', '/api/girls', {
      token: attacker.token,
      body: { name: file, eyes: 'Green', hair: 'Auburn', personality: ['Playful'], style: 'Realistic' },
    });
    expect(created.status).toBe(201);
    const girl = created.body.girl;
    await waitForJob(api.url, attacker.token, created.body.jobId);
    const pics = await call<PicsAccepted>(api.url, 'POST', `/api/girls/${girl.id}/pics`, { token: attacker.token });
    expect(pics.status).toBe(202);
    const job = await waitForJob(api.url, attacker.token, pics.body.jobId);
    expect(job.status).toBe('completed');
    const result = job.result as Extract<JobView, { kind: 'pics' }>['result'];
    expect(result?.post.girl).toBe(file);

    const received: unknown[] = [job, created.body];
    received.push((await call<Girl>(api.url, 'GET', `/api/girls/${girl.id}`, { token: attacker.token })).body);
    received.push((await call<Girl[]>(api.url, 'GET', '/api/girls/mine', { token: attacker.token })).body);
    const feed = await call<FeedPage>(api.url, 'GET', '/api/feed?limit=50');
    expect(feed.body.posts.find((p) => p.girlId === girl.id)?.girl).toBe(file);
    received.push(feed.body);

    const mentions = received.flatMap(strings).filter((s) => s.includes(file.slice('/media/'.length)));
    expect(mentions.length).toBeGreaterThan(3);
    // her name is never signed: each mention is exactly the name, with no signature
    expect(new Set(mentions)).toEqual(new Set([file]));
    for (const link of new Set(mentions)) expect((await fetch(api.url + link)).status).toBe(403);
  });
});
