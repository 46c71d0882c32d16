import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { JobView } from '../src/contracts';
import { call, signUp } from './support/http';
import { type OwnRun, ownRun } from './support/own-run';
import { type Proc, spawnApi, spawnEntry } from './support/processes';
import { connectSocket, until } from './support/sockets';
import { makeSubscriber } from './support/subscriber';

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
  // a database and queue of its own: these workers would otherwise run, and store here, jobs other test
  // files left queued (full runs counted 40 and 23 files for these 20 jobs; the fix of a queue alone
  // still counted 23, the reconciler having queued their rows again from the shared database)
  let run: OwnRun;
  let env: Record<string, string>;
  const procs: Proc[] = [];

  beforeAll(async () => {
    run = await ownRun();
    const { DATABASE_URL, QUEUE_PREFIX } = run;
    // every progress update sent at once: a job's first ('starting') says the worker is busy, however
    // short its jobs (with the default 250 ms a job that ends sooner sends none, and on a fast host all
    // 20 ended without one)
    env = {
      IMAGE_PROVIDER: 'offline',
      WORKER_CONCURRENCY: '4',
      JOB_PROGRESS_INTERVAL_MS: '0',
      MEDIA_DIR: mediaDir,
      DATABASE_URL,
      QUEUE_PREFIX,
    };
  });

  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
    await run?.drop();
  });

  it('loses no job: all 20 complete, each with one stored file and one job:completed per socket', async () => {
    const api = await spawnApi(env);
    procs.push(api.proc);
    const { token, user } = await signUp(api.url);
    // 20 jobs: more than a free user's credits
    await makeSubscriber(user.id, run.DATABASE_URL);
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
