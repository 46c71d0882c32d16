import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { JobView } from '../src/contracts';
import { dropRedisPrefix } from './support/cleanup';
import { call, signUp } from './support/http';
import { type Proc, spawnApi, spawnEntry } from './support/processes';
import { connectSocket, until } from './support/sockets';

/** The PNGs under `dir`, one directory at a time. */
function storedFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return storedFiles(dir, path);
    return /\.png$/.test(entry.name) ? [path] : [];
  });
}

/** SIGKILL the worker while 20 jobs run; a new worker finishes all of them, each written once. */
describe('a worker killed mid-job', () => {
  const mediaDir = mkdtempSync(join(tmpdir(), 'aigirls-crash-'));
  // a queue of its own: the run's shared queue may hold jobs an earlier test file left queued, which these
  // workers would take and store here (a full run once counted 40 files, once 23, for these 20 jobs)
  const QUEUE_PREFIX = `${process.env.QUEUE_PREFIX}-crash`;
  const env = { IMAGE_PROVIDER: 'offline', WORKER_CONCURRENCY: '4', MEDIA_DIR: mediaDir, QUEUE_PREFIX };
  const procs: Proc[] = [];

  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
    await dropRedisPrefix(process.env.REDIS_URL!, QUEUE_PREFIX);
  });

  it('loses no job: all 20 complete, each with one stored file and one job:completed per socket', async () => {
    const api = await spawnApi(env);
    procs.push(api.proc);
    const { token } = await signUp(api.url);
    const socket = await connectSocket(api.url, token);

    const first = spawnEntry('main.worker.js', env);
    procs.push(first);
    const jobIds: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await call<{ jobId: string }>(api.url, 'POST', '/api/flux-generate', {
        token,
        body: {
          prompt: `portrait ${i}, ${['blonde', 'auburn', 'black', 'pink'][i % 4]} hair, ${['blue', 'green', 'brown'][i % 3]} eyes`,
          aspectRatio: '9:16',
        },
      });
      jobIds.push(res.body.jobId);
    }
    // kill it as soon as it is busy, before it can have finished everything
    await until(() => socket.progress.length > 0, 30_000, 'the first worker to start');
    await first.stop('SIGKILL');
    expect(socket.completed.length).toBeLessThan(20);

    procs.push(spawnEntry('main.worker.js', env));
    await until(() => socket.completed.length >= 20, 90_000, 'all 20 completions');
    await new Promise((r) => setTimeout(r, 1000));

    expect(socket.completed.map((e) => e.jobId).sort()).toEqual([...jobIds].sort());
    const urls = new Set<string>();
    for (const id of jobIds) {
      const job = await call<JobView>(api.url, 'GET', `/api/jobs/${id}`, { token });
      expect(job.body.status).toBe('completed');
      urls.add((job.body.result as { imageUrl: string }).imageUrl);
    }
    expect(urls.size).toBe(20);
    expect(storedFiles(mediaDir)).toHaveLength(20);
    socket.close();
  });
});
