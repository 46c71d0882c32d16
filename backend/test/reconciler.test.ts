import { randomUUID } from 'node:crypto';

import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';

import { MESSAGES } from '../src/contracts';
import { JobReconcilerService } from '../src/modules/jobs/job-reconciler.service';
import { signUp } from './support/http';
import { type RunningApi, startApi, startWorker } from './support/in-process';
import { connectSocket, until } from './support/sockets';

let api: RunningApi;
let worker: INestApplicationContext;
let db: DataSource;
let images: Queue;

beforeAll(async () => {
  api = await startApi();
  // the worker's own passes wait a long interval: the test runs them itself
  worker = await startWorker({ RECONCILE_INTERVAL_SECONDS: '3600', IMAGE_PROVIDER: 'instant' });
  db = worker.get(DataSource);
  images = new Queue('images', { connection: { url: process.env.REDIS_URL }, prefix: process.env.QUEUE_PREFIX });
});
afterAll(async () => {
  await images.close();
  await worker.close();
  await api.close();
});

/** A row as a crash or an emptied Redis leaves it: accepted a while ago, a credit taken, no queue job. */
async function strandedRow(userId: string, ageSeconds: number): Promise<string> {
  const id = randomUUID();
  await db.query('UPDATE users SET credits = credits - 1 WHERE id = $1', [userId]);
  await db.query(
    `INSERT INTO generation_jobs (id, user_id, kind, queue, input, status, charged, created_at)
     VALUES ($1, $2, 'flux-generate', 'images', $3, 'active', true, now() - make_interval(secs => $4))`,
    [
      id,
      userId,
      JSON.stringify({
        prompt: 'red hair',
        aspectRatio: '1:1',
        steps: 25,
        guidance: 3,
        interval: 2,
        imageBase64: null,
      }),
      ageSeconds,
    ],
  );
  return id;
}

const credits = async (userId: string) =>
  (await db.query<{ credits: number }[]>('SELECT credits FROM users WHERE id = $1', [userId]))[0].credits;

describe('the reconciler', () => {
  it('queues again a job whose queue entry is gone, and it completes with its credit kept', async () => {
    const { user, token } = await signUp(api.url);
    const socket = await connectSocket(api.url, token);
    const id = await strandedRow(user.id, 60);
    await worker.get(JobReconcilerService).pass();
    await until(() => socket.completed.some((e) => e.jobId === id), 30_000, 'the job to complete');
    const [row] = await db.query<{ status: string; refunded: boolean }[]>(
      'SELECT status, refunded FROM generation_jobs WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'completed', refunded: false });
    expect(await credits(user.id)).toBe(4);
    socket.close();
  });

  it('fails a job past its time limit once: one refund, one push with the spec text, however many passes', async () => {
    const { user, token } = await signUp(api.url);
    const socket = await connectSocket(api.url, token);
    const id = await strandedRow(user.id, 3600);
    const reconciler = worker.get(JobReconcilerService);
    await Promise.all([reconciler.pass(), reconciler.pass()]);
    await reconciler.pass();
    await until(() => socket.failed.length > 0, 10_000, 'job:failed');
    await new Promise((r) => setTimeout(r, 500));
    expect(socket.failed).toEqual([{ jobId: id, kind: 'flux-generate', error: MESSAGES.toolFailed }]);
    const [row] = await db.query<{ status: string; refunded: boolean; error: string | null }[]>(
      'SELECT status, refunded, error FROM generation_jobs WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'failed', refunded: true, error: MESSAGES.toolFailed });
    expect(await credits(user.id)).toBe(5);
    expect(await images.getJobState(id)).toBe('unknown');
    socket.close();
  });
});

describe('a queue job whose row has already ended', () => {
  // the worker reads the row at a job's start only when it is not a fresh first start; either way the
  // completion's conditional write keeps an ended row as it is, and nothing is pushed
  it.each([
    ['queued a minute ago (read at its start)', 60_000],
    ['just queued (not read at its start)', 0],
  ])('stays failed, with no push and no charge, when %s', async (_what, ageMs) => {
    const { user, token } = await signUp(api.url);
    const socket = await connectSocket(api.url, token);
    const id = await strandedRow(user.id, 60);
    // ended elsewhere, its credit given back there: the refund sweep has nothing to do with it either
    await db.query(
      `UPDATE generation_jobs SET status = 'failed', error = 'ended elsewhere', refunded = true WHERE id = $1`,
      [id],
    );
    const [{ input }] = await db.query<{ input: object }[]>('SELECT input FROM generation_jobs WHERE id = $1', [id]);
    await images.add(
      'flux-generate',
      { kind: 'flux-generate', userId: user.id, payload: input },
      { jobId: id, timestamp: Date.now() - ageMs },
    );
    await until(async () => (await images.getJobState(id)) === 'completed', 15_000, 'the queue job to finish');
    // a push would have reached the socket by now (the queue's event is read within milliseconds)
    await new Promise((r) => setTimeout(r, 500));
    const [row] = await db.query<{ status: string; error: string; result: unknown }[]>(
      'SELECT status, error, result FROM generation_jobs WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'failed', error: 'ended elsewhere', result: null });
    expect(socket.completed.some((e) => e.jobId === id)).toBe(false);
    expect(await credits(user.id)).toBe(4);
    socket.close();
  });
});
