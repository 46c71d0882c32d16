import { call, signUp } from './support/http';
import { type RunningApi, startApi } from './support/in-process';
import { type Proc, spawnEntry } from './support/processes';
import { connectSocket, until } from './support/sockets';

/** SIGTERM with jobs longer than the grace: the worker exits soon after the grace, another finishes them once. */
describe('a worker told to stop', () => {
  const env = {
    IMAGE_PROVIDER: 'instant',
    INSTANT_IMAGE_DELAY_MS: '6000',
    SHUTDOWN_GRACE_SECONDS: '1',
    LOG_LEVEL: 'warn',
  };
  const procs: Proc[] = [];
  let api: RunningApi;

  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop('SIGKILL')));
    await api?.close();
  });

  it('leaves its running jobs after the grace, exits within grace + 2 s, and each job completes once elsewhere', async () => {
    api = await startApi();
    const { token } = await signUp(api.url);
    const socket = await connectSocket(api.url, token);
    const first = spawnEntry('main.worker.js', env);
    procs.push(first);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call<{ jobId: string }>(api.url, 'POST', '/api/flux-generate', {
        token,
        body: { prompt: `grace ${i}`, aspectRatio: '1:1' },
      });
      ids.push(res.body.jobId);
    }
    await until(
      () => ids.every((id) => socket.progress.some((p) => p.jobId === id)),
      30_000,
      'all three to run on the first worker',
    );
    const second = spawnEntry('main.worker.js', env);
    procs.push(second);
    await new Promise((r) => setTimeout(r, 1500));

    const t0 = Date.now();
    await first.stop('SIGTERM');
    // grace 1 s + 2 s, and a second of slack for a loaded machine
    expect(Date.now() - t0).toBeLessThan(4_000);
    expect(first.child.signalCode === 'SIGKILL').toBe(false);

    await until(() => socket.completed.length >= 3, 60_000, 'the three jobs to complete on the other worker');
    await new Promise((r) => setTimeout(r, 1000));
    expect(socket.completed.map((e) => e.jobId).sort()).toEqual([...ids].sort());
    expect(socket.failed).toEqual([]);
    socket.close();
  });
});
