import { call, signUp } from './support/http';
import { type Proc, spawnApi, spawnEntry } from './support/processes';
import { connectSocket, type RecordingSocket, until } from './support/sockets';
import { makeSubscriber } from './support/subscriber';

/**
 * Two API processes and two worker processes on the real Redis: one user holds a socket on each
 * API process and queues 50 jobs; each socket receives each completion exactly once, and another
 * user's socket receives none.
 */
describe('push across processes', () => {
  // one user queues 50 jobs at once here: more than the default 30 a minute
  const env = { IMAGE_PROVIDER: 'instant', WORKER_CONCURRENCY: '8', JOBS_PER_MINUTE: '1000' };
  const procs: Proc[] = [];
  const sockets: RecordingSocket[] = [];

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await Promise.all(procs.map((p) => p.stop()));
  });

  it('delivers each job:completed exactly once per socket, never to another user', async () => {
    const [a, b] = await Promise.all([spawnApi(env), spawnApi(env)]);
    procs.push(a.proc, b.proc, spawnEntry('main.worker.js', env), spawnEntry('main.worker.js', env));

    const owner = await signUp(a.url);
    const other = await signUp(b.url);
    // 50 jobs: more than a free user's credits
    await makeSubscriber(owner.user.id);
    const onA = await connectSocket(a.url, owner.token);
    const onB = await connectSocket(b.url, owner.token);
    const stranger = await connectSocket(a.url, other.token);
    sockets.push(onA, onB, stranger);

    const jobIds = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const res = await call<{ jobId: string }>(i % 2 ? b.url : a.url, 'POST', '/api/flux-generate', {
          token: owner.token,
          body: { prompt: `picture number ${i}`, aspectRatio: '1:1' },
        });
        expect(res.status).toBe(202);
        return res.body.jobId;
      }),
    );

    await until(
      () => onA.completed.length >= 50 && onB.completed.length >= 50,
      60_000,
      '50 completions on both sockets',
    );
    await new Promise((r) => setTimeout(r, 1000)); // any duplicate would arrive by now
    for (const s of [onA, onB]) {
      const ids = s.completed.map((e) => e.jobId);
      expect(ids).toHaveLength(50);
      expect(new Set(ids)).toEqual(new Set(jobIds));
    }
    expect(stranger.completed).toHaveLength(0);
    expect(stranger.progress).toHaveLength(0);
  });
});
