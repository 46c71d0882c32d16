import type { INestApplicationContext } from '@nestjs/common';
import { Client } from 'pg';

import type { ApiError, AuthResponse, CreateGirlResponse } from '../src/contracts';
import { MESSAGES } from '../src/contracts';
import { prepareDatabase } from '../src/infra/database/prepare-database';
import { type Answer, call, signUp, uniqueName } from './support/http';
import { type RunningApi, startApi, startWorker } from './support/in-process';
import { OwnPostgres, OwnRedis } from './support/own-services';
import { connectSocket, until } from './support/sockets';

/** The bound is 2 s; a loaded 2-core machine gets a second of slack. */
const FAST_MS = 3_000;

let redis: OwnRedis;
let pg: OwnPostgres;
let api: RunningApi;
let worker: INestApplicationContext | null = null;
let dbUrl: string;

beforeAll(async () => {
  [redis, pg] = await Promise.all([OwnRedis.start(), OwnPostgres.start()]);
  dbUrl = pg.url('aigirls_outages');
  await prepareDatabase(dbUrl);
  api = await startApi({ DATABASE_URL: dbUrl, REDIS_URL: redis.url });
});

afterAll(async () => {
  await Promise.all([redis.up().catch(() => undefined), pg.up().catch(() => undefined)]);
  await worker?.close();
  await api?.close();
  await redis?.down();
  await pg?.remove();
});

async function timed<T>(request: () => Promise<Answer<T>>): Promise<Answer<T> & { ms: number }> {
  const t0 = Date.now();
  const res = await request();
  return { ...res, ms: Date.now() - t0 };
}

function expectUnavailable(res: Answer<unknown> & { ms: number }) {
  expect(res.status).toBe(503);
  expect((res.body as ApiError).message).toBe(MESSAGES.unavailable);
  expect(res.headers.get('retry-after')).toBe('5');
  expect(res.ms).toBeLessThan(FAST_MS);
}

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const c = new Client({ connectionString: dbUrl });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows as T[];
  } finally {
    await c.end();
  }
}

async function recovers(request: () => Promise<Answer<unknown>>, status: number) {
  const end = Date.now() + 20_000;
  let last: Answer<unknown> | null = null;
  while (Date.now() < end) {
    last = await request();
    if (last.status === status) return;
    expect(last.status).toBe(503);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no recovery: last answer ${last?.status} ${JSON.stringify(last?.body)}`);
}

describe('Redis unreachable', () => {
  it('a picture request answers the 503 at once, takes no credit and writes no job; it works again when Redis returns', async () => {
    const { token, user } = await signUp(api.url);
    const girl = await call<CreateGirlResponse>(api.url, 'POST', '/api/girls', {
      token,
      body: {
        name: 'Ava',
        eyes: 'Blue',
        hair: 'Blonde',
        body: 'Slim',
        skin: 'Fair',
        personality: ['Shy'],
        style: 'Realistic',
      },
    });
    expect(girl.status).toBe(201);
    const pics = () => call<ApiError>(api.url, 'POST', `/api/girls/${girl.body.girl.id}/pics`, { token, body: {} });

    await redis.down();
    expectUnavailable(await timed(pics));
    expectUnavailable(await timed(pics));
    const [row] = await query<{ credits: number; jobs: number }>(
      `SELECT credits, (SELECT count(*)::int FROM generation_jobs WHERE user_id = $1 AND kind = 'pics') AS jobs FROM users WHERE id = $1`,
      [user.id],
    );
    expect(row).toEqual({ credits: 5, jobs: 0 });

    await redis.up();
    await recovers(pics, 202);
  });
});

describe('Postgres unreachable', () => {
  it('reads, sign-in and sign-up answer the 503 at once, and everything answers again when it returns', async () => {
    const username = uniqueName();
    const { token } = await signUp(api.url, username);
    await pg.down();
    expectUnavailable(await timed(() => call(api.url, 'GET', '/api/auth/me', { token })));
    expectUnavailable(await timed(() => call(api.url, 'GET', '/api/feed')));
    expectUnavailable(
      await timed(() =>
        call(api.url, 'POST', '/api/auth/signin', { body: { username, password: 'correct horse battery' } }),
      ),
    );
    expectUnavailable(
      await timed(() =>
        call(api.url, 'POST', '/api/auth/signup', {
          body: { username: uniqueName(), password: 'correct horse battery' },
        }),
      ),
    );
    expectUnavailable(
      await timed(() =>
        call(api.url, 'POST', '/api/flux-generate', { token, body: { prompt: 'red hair', aspectRatio: '1:1' } }),
      ),
    );

    await pg.up();
    await recovers(() => call(api.url, 'GET', '/api/auth/me', { token }), 200);
    await recovers(
      () =>
        call<AuthResponse>(api.url, 'POST', '/api/auth/signin', {
          body: { username, password: 'correct horse battery' },
        }),
      200,
    );
  });

  it('a job whose end meets the outage completes once the database is back, written and pushed once', async () => {
    // every progress update sent: the first one says the job has started
    worker = await startWorker({
      DATABASE_URL: dbUrl,
      REDIS_URL: redis.url,
      IMAGE_PROVIDER: 'offline',
      JOB_PROGRESS_INTERVAL_MS: '0',
    });
    const { token } = await signUp(api.url);
    const socket = await connectSocket(api.url, token);
    const res = await call<{ jobId: string }>(api.url, 'POST', '/api/flux-generate', {
      token,
      body: { prompt: 'short black hair, brown eyes', aspectRatio: '1:1' },
    });
    expect(res.status).toBe(202);
    await until(() => socket.progress.some((p) => p.jobId === res.body.jobId), 30_000, 'the job to start');
    await pg.down();
    await new Promise((r) => setTimeout(r, 4_000));
    await pg.up();
    await until(() => socket.completed.length + socket.failed.length > 0, 60_000, 'the job to end');
    await new Promise((r) => setTimeout(r, 500));
    expect(socket.failed).toEqual([]);
    expect(socket.completed.map((e) => e.jobId)).toEqual([res.body.jobId]);
    const [job] = await query<{ status: string }>('SELECT status FROM generation_jobs WHERE id = $1', [res.body.jobId]);
    expect(job.status).toBe('completed');
    socket.close();
  });
});
