import { randomUUID } from 'node:crypto';

import { JobsRepository, type NewJob } from '../src/modules/jobs/jobs.repository';
import { signUp } from './support/http';
import { type RunningApi, startApi } from './support/in-process';

/**
 * The pipeline's insert, start read and final write gather concurrent calls into one statement
 * (infra/database/batcher.ts): on the real database, each call still gets its own answer.
 */
let api: RunningApi;
let jobs: JobsRepository;
let userId: string;
beforeAll(async () => {
  api = await startApi();
  jobs = api.app.get(JobsRepository);
  userId = (await signUp(api.url)).user.id;
});
afterAll(() => api.close());

const job = (owner = userId): NewJob => ({
  id: randomUUID(),
  userId: owner,
  kind: 'flux-generate',
  queue: 'images',
  input: { prompt: `it's "quoted", with a \\ and {braces}`, n: 1 },
  charged: false,
});

test('100 jobs recorded at once are each written, read back and completed once', async () => {
  const many = Array.from({ length: 100 }, () => job());
  await Promise.all(many.map((j) => jobs.insert(j)));
  const states = await Promise.all([...many.map((j) => jobs.state(j.id)), jobs.state(randomUUID())]);
  expect(states.slice(0, 100).every((s) => s?.status === 'queued' && s.result === null)).toBe(true);
  expect(states[100]).toBeNull();
  const view = await jobs.view(many[7].id);
  expect(view).toMatchObject({ user_id: userId, kind: 'flux-generate', status: 'queued' });

  const result = (i: number) => ({ imageUrl: `/media/private/00/${i}.png` });
  // every row twice at once, in the same batches: one of each pair writes the mark
  const ends = await Promise.all(
    many.flatMap((j, i) => [jobs.complete(j.id, result(i)), jobs.complete(j.id, result(i))]),
  );
  for (let i = 0; i < 100; i++) expect([ends[2 * i], ends[2 * i + 1]].sort()).toEqual([false, true]);
  expect(await jobs.complete(many[0].id, result(0))).toBe(false);
  const done = await Promise.all(many.map((j) => jobs.state(j.id)));
  done.forEach((s, i) => expect(s).toEqual({ status: 'completed', result: result(i) }));
});

test('a row that cannot be written fails only its own call, not the others gathered with it', async () => {
  const good = Array.from({ length: 20 }, () => job());
  const bad = job(randomUUID()); // no such user
  const outcomes = await Promise.all(
    [...good.slice(0, 10), bad, ...good.slice(10)].map((j) =>
      jobs.insert(j).then(
        () => 'ok',
        (e: Error) => e.message,
      ),
    ),
  );
  expect(outcomes.filter((o) => o === 'ok')).toHaveLength(20);
  expect(outcomes[10]).toMatch(/foreign key/);
  const states = await Promise.all([...good, bad].map((j) => jobs.state(j.id)));
  expect(states.slice(0, 20).every((s) => s?.status === 'queued')).toBe(true);
  expect(states[20]).toBeNull();
});
