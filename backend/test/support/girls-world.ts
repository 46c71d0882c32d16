import type { INestApplicationContext } from '@nestjs/common';
import type { Client } from 'pg';

import type { ApiError, CreateGirlResponse, User } from '../../src/contracts';
import { openDb } from './db';
import { call, waitForJob } from './http';
import { type RunningApi, startApi, startWorker } from './in-process';

/** A girl as the wizard sends her: an empty answer, a null one, a personality to trim. */
export const mia = {
  name: 'Mia',
  eyes: 'Green',
  mouth: '',
  nose: null,
  hair: 'Auburn Curls',
  body: 'Curvy',
  skin: 'Olive',
  personality: ['Playful', ' Witty '],
  style: 'Anime',
};

/**
 * An API and a database connection, started before the file's tests and closed after them; a worker
 * only once a test asks for one (runWorker), so jobs can be seen waiting before it.
 */
export function girlsWorld() {
  let worker: INestApplicationContext | null = null;
  const world = {
    api: undefined as unknown as RunningApi,
    db: undefined as unknown as Client,
    runWorker: async () => {
      worker ??= await startWorker();
    },
    createGirl: async (token: string, body: object = mia) => {
      const res = await call<CreateGirlResponse & ApiError>(world.api.url, 'POST', '/api/girls', { token, body });
      expect(res.status).toBe(201);
      return res.body;
    },
    waitForJob: (token: string, jobId: string) => waitForJob(world.api.url, token, jobId, 30_000),
    credits: async (token: string) =>
      (await call<{ user: User }>(world.api.url, 'GET', '/api/auth/me', { token })).body.user.credits,
  };
  beforeAll(async () => {
    world.api = await startApi();
    world.db = await openDb();
  });
  afterAll(async () => {
    await worker?.close();
    await world.api.close();
    await world.db.end();
  });
  return world;
}
