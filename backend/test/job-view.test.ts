import type { JobView } from '../src/contracts';
import { call } from './support/http';
import type { RunningApi } from './support/in-process';
import type { ReplicateServer } from './support/replicate-server';
import { type ReplicateStack, startReplicateStack } from './support/replicate-stack';

/** GET /api/jobs/:id of a running job: its progress lives in Redis only (the row is written at its end). */
let replicate: ReplicateServer;
let api: RunningApi;
let token: string;
let stack: ReplicateStack;

beforeAll(async () => {
  stack = await startReplicateStack();
  ({ replicate, api, token } = stack);
});
afterAll(() => stack.stop());

it('answers a running job as active with its progress, then completed at 100', async () => {
  replicate.script({ steps: 4 });
  const res = await call<{ jobId: string }>(api.url, 'POST', '/api/flux-generate', {
    token,
    body: { prompt: 'red hair on a beach', aspectRatio: '1:1' },
  });
  expect(res.status).toBe(202);
  const seen: Pick<JobView, 'status' | 'progress'>[] = [];
  const end = Date.now() + 60_000;
  let job: JobView | undefined;
  while (Date.now() < end) {
    job = (await call<JobView>(api.url, 'GET', `/api/jobs/${res.body.jobId}`, { token })).body;
    seen.push({ status: job.status, progress: job.progress });
    if (job.status === 'completed' || job.status === 'failed') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(seen.some((v) => v.status === 'active' && v.progress > 0 && v.progress < 100)).toBe(true);
  expect(job).toMatchObject({ status: 'completed', progress: 100, error: null });
});
