import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

import type { INestApplicationContext } from '@nestjs/common';

import type { JobView } from '../src/contracts';
import { dropRedisPrefix } from './support/cleanup';
import { call, signUp } from './support/http';
import { type RunningApi, startApi, startWorker } from './support/in-process';
import { connectSocket, until } from './support/sockets';

interface Health {
  status: string;
  info: {
    workers: { status: string; count: number };
    queues: Record<string, { waiting: number; active: number; failed: number }>;
  };
}

/** A prefix of its own under the run's, cleared after: no other test's worker heartbeat counts here. */
const QUEUE_PREFIX = `${process.env.QUEUE_PREFIX}-health-${randomBytes(4).toString('hex')}`;

function workerHealth(prefix: string) {
  return spawnSync(process.execPath, [resolve(__dirname, '../dist/worker-health.js')], {
    env: { ...process.env, QUEUE_PREFIX: prefix },
    encoding: 'utf8',
  });
}

describe('workers and queues in /api/health, and /api/metrics', () => {
  let api: RunningApi;
  const workers: INestApplicationContext[] = [];

  beforeAll(async () => {
    api = await startApi({ QUEUE_PREFIX });
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close()));
    await api.close();
    await dropRedisPrefix(process.env.REDIS_URL!, QUEUE_PREFIX);
  });

  it('says workers are down with none running, counts them by heartbeat, and shows each queue', async () => {
    const before = await call<Health>(api.url, 'GET', '/api/health');
    expect(before.status).toBe(200);
    expect(before.body.info.workers).toEqual({ status: 'down', count: 0 });
    expect(before.body.info.queues).toEqual({
      images: { waiting: 0, active: 0, failed: 0 },
      media: { waiting: 0, active: 0, failed: 0 },
    });
    expect(workerHealth(QUEUE_PREFIX).status).toBe(1);

    const { token } = await signUp(api.url);
    const queued = await call<{ jobId: string }>(api.url, 'POST', '/api/flux-generate', {
      token,
      body: { prompt: 'a quiet harbour', aspectRatio: '1:1' },
    });
    expect((await call<Health>(api.url, 'GET', '/api/health')).body.info.queues.images.waiting).toBe(1);

    const socket = await connectSocket(api.url, token);
    workers.push(await startWorker({ QUEUE_PREFIX }), await startWorker({ QUEUE_PREFIX }));
    await until(() => socket.completed.some((e) => e.jobId === queued.body.jobId), 60_000, 'the job to complete');
    // the test files share one database: these workers' reconciler may queue other files' unfinished
    // rows on this prefix too, so the queue is read once it has drained
    let after = (await call<Health>(api.url, 'GET', '/api/health')).body;
    for (
      const end = Date.now() + 60_000;
      after.info.queues.images.waiting + after.info.queues.images.active > 0 && Date.now() < end;
    ) {
      await new Promise((r) => setTimeout(r, 250));
      after = (await call<Health>(api.url, 'GET', '/api/health')).body;
    }
    expect(after.info.workers).toEqual({ status: 'up', count: 2 });
    expect(after.info.queues.images).toMatchObject({ waiting: 0, active: 0 });
    expect(workerHealth(QUEUE_PREFIX).status).toBe(0);

    const metrics = await fetch(`${api.url}/api/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await metrics.text();
    expect(text).toMatch(/aigirls_jobs_total\{kind="flux-generate",outcome="completed"\} [1-9]/);
    expect(text).toMatch(/aigirls_job_duration_seconds_count\{kind="flux-generate",outcome="completed"\} [1-9]/);
    expect(text).toMatch(
      /aigirls_http_request_duration_seconds_count\{method="POST",route="\/api\/flux-generate",status="202"\} 1/,
    );
    expect(text).toMatch(/aigirls_queue_jobs\{queue="images",state="waiting"\} 0/);
    expect(text).toMatch(/aigirls_sockets_connected 1/);
    socket.close();
    expect((await call<JobView>(api.url, 'GET', `/api/jobs/${queued.body.jobId}`, { token })).body.status).toBe(
      'completed',
    );

    // a worker that stops takes its heartbeat with it
    await workers.pop()!.close();
    expect((await call<Health>(api.url, 'GET', '/api/health')).body.info.workers).toEqual({ status: 'up', count: 1 });
  });

  it('refuses /api/metrics to addresses METRICS_ALLOW does not name', async () => {
    const guarded = await startApi({ QUEUE_PREFIX, METRICS_ALLOW: '10.0.0.0/8' });
    try {
      const res = await call<{ message: string }>(guarded.url, 'GET', '/api/metrics');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Metrics are served only to the addresses in METRICS_ALLOW.');
    } finally {
      await guarded.close();
    }
  });
});
