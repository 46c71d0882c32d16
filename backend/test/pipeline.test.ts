import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';

import type { ApiError, JobView } from '../src/contracts';
import { JobLedger } from '../src/modules/jobs/job-ledger';
import { call, signUp } from './support/http';
import { type RunningApi, startApi, startWorker } from './support/in-process';
import { connectSocket, until } from './support/sockets';

let api: RunningApi;
let worker: INestApplicationContext;
beforeAll(async () => {
  api = await startApi();
  // every progress update sent: an offline picture is drawn faster than the default interval, which would send none
  worker = await startWorker({ JOB_PROGRESS_INTERVAL_MS: '0' });
});
afterAll(async () => {
  await worker.close();
  await api.close();
});

describe('POST /api/flux-generate through the queue and the worker', () => {
  it('answers 202 at once, pushes progress and completion to the owner only, and stores a real PNG', async () => {
    const owner = await signUp(api.url);
    const stranger = await signUp(api.url);
    const mine = await connectSocket(api.url, owner.token);
    const theirs = await connectSocket(api.url, stranger.token);
    const anonymous = await connectSocket(api.url);

    const res = await call<{ jobId: string; status: string }>(api.url, 'POST', '/api/flux-generate', {
      token: owner.token,
      body: { prompt: 'long blonde hair, blue eyes, anime style', aspectRatio: '9:16' },
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ jobId: expect.any(String) as unknown, status: 'queued' });
    const { jobId } = res.body;

    await until(() => mine.completed.length === 1, 30_000, 'job:completed');
    const done = mine.completed[0];
    expect(done).toEqual({
      jobId,
      kind: 'flux-generate',
      result: {
        imageUrl: expect.stringMatching(
          /^\/media\/private\/[0-9a-f]{2}\/[0-9a-f]{64}\.png\?expires=\d+&signature=[\w-]+$/,
        ) as unknown,
      },
    });
    expect(mine.progress.some((p) => p.jobId === jobId && p.progress > 0 && p.progress < 100 && p.stage)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(theirs.completed).toHaveLength(0);
    expect(theirs.progress).toHaveLength(0);
    expect(anonymous.completed).toHaveLength(0);

    const job = await call<JobView>(api.url, 'GET', `/api/jobs/${jobId}`, { token: owner.token });
    // the same private file, its link signed afresh
    const file = (done.result as { imageUrl: string }).imageUrl.split('?')[0];
    expect(job.body).toEqual({
      id: jobId,
      kind: 'flux-generate',
      status: 'completed',
      progress: 100,
      result: { imageUrl: expect.stringMatching(`^${file}\\?`) as unknown },
      error: null,
    });
    expect((await call<ApiError>(api.url, 'GET', `/api/jobs/${jobId}`, { token: stranger.token })).status).toBe(403);

    const media = await fetch(api.url + (done.result as { imageUrl: string }).imageUrl);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(media.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const bytes = Buffer.from(await media.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBe(576); // 9:16 -> 576 x 1024
    expect(bytes.readUInt32BE(20)).toBe(1024);

    for (const s of [mine, theirs, anonymous]) s.close();
  });

  it('with Prefer: wait=N answers 200 with the result when the job ends in time', async () => {
    const { token } = await signUp(api.url);
    const res = await call<{ imageUrl: string }>(api.url, 'POST', '/api/flux-generate', {
      token,
      headers: { prefer: 'wait=30' },
      body: { prompt: 'short red hair, green eyes', aspectRatio: '1:1' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imageUrl: expect.stringMatching(/^\/media\//) as unknown });
    expect(res.headers.get('preference-applied')).toBe('wait=30');
  });

  it('refuses a request with neither prompt nor image with the spec message', async () => {
    const { token } = await signUp(api.url);
    const res = await call<ApiError>(api.url, 'POST', '/api/flux-generate', {
      token,
      body: { prompt: '   ', aspectRatio: '1:1' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a prompt or upload an image!');
  });

  it('answers 404 for an unknown job', async () => {
    const { token } = await signUp(api.url);
    expect((await call(api.url, 'GET', '/api/jobs/00000000-0000-4000-8000-000000000000', { token })).status).toBe(404);
    expect((await call(api.url, 'GET', '/api/jobs/not-a-uuid', { token })).status).toBe(404);
  });
});

describe('a job that finally fails', () => {
  it('gives its credit back exactly once, however often the failure is recorded', async () => {
    const { user } = await signUp(api.url);
    const db = worker.get(DataSource);
    await db.query('UPDATE users SET credits = credits - 1 WHERE id = $1', [user.id]);
    const jobId = '11111111-1111-4111-8111-' + Date.now().toString().padStart(12, '0').slice(-12);
    await db.query(
      `INSERT INTO generation_jobs (id, user_id, kind, queue, input, charged) VALUES ($1, $2, 'flux-generate', 'images', '{}', true)`,
      [jobId, user.id],
    );
    const ledger = worker.get(JobLedger);
    await Promise.all([1, 2, 3, 4].map(() => db.transaction((m) => ledger.refundOnce(m, jobId, 'boom'))));
    const [row] = await db.query<{ credits: number }[]>('SELECT credits FROM users WHERE id = $1', [user.id]);
    expect(row.credits).toBe(5);
    const [job] = await db.query<{ status: string; error: string | null; refunded: boolean }[]>(
      'SELECT status, error, refunded FROM generation_jobs WHERE id = $1',
      [jobId],
    );
    expect(job).toEqual({ status: 'failed', error: 'boom', refunded: true });
  });
});
