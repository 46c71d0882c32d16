import type { INestApplicationContext } from '@nestjs/common';
import { Client } from 'pg';

import type { ApiError, CreateGirlResponse, Message } from '../../src/contracts';
import { call, signUp } from './http';
import { type RunningApi, startApi, startWorker } from './in-process';

/** the API sends every field of a message, alternatives and choice included */
export type Full = Required<Message>;
export type Steered = { message: Full; failed: boolean; jobId?: string; reply?: Full } & ApiError;

/**
 * An API (offline chat, no word delay) and a worker, started before the file's tests and closed after
 * them, with the calls that steer a chat: regenerate, choose, edit, delete.
 */
export function steeringWorld() {
  const world = {
    api: undefined as unknown as RunningApi,
    worker: undefined as unknown as INestApplicationContext,
    db: undefined as unknown as Client,

    girlOf: async (token: string) => {
      const res = await call<CreateGirlResponse>(world.api.url, 'POST', '/api/girls', {
        token,
        body: {
          name: 'Mia',
          eyes: 'Green',
          hair: 'Auburn Curls',
          personality: ['Playful', 'Romantic'],
          style: 'Realistic',
        },
      });
      return res.body.girl;
    },
    open: async (token: string, girlId: string) =>
      (await call<{ messages: Full[] }>(world.api.url, 'GET', `/api/chats/${girlId}`, { token })).body.messages,
    send: (token: string, girlId: string, text: string) =>
      call<{ response: string; message: Message; jobId?: string; asked: Full } & ApiError>(
        world.api.url,
        'POST',
        '/api/girl-chat',
        { token, body: { girlId, newUserMessage: text } },
      ),
    regenerate: (token: string, girlId: string) =>
      call<Steered>(world.api.url, 'POST', `/api/chats/${girlId}/regenerate`, { token }),
    choose: (token: string, girlId: string, id: string, index: unknown) =>
      call<Steered>(world.api.url, 'PUT', `/api/chats/${girlId}/messages/${id}/choice`, { token, body: { index } }),
    edit: (token: string, girlId: string, id: string, text: string) =>
      call<Steered>(world.api.url, 'PATCH', `/api/chats/${girlId}/messages/${id}`, { token, body: { text } }),
    remove: (token: string, girlId: string, id: string) =>
      call<ApiError>(world.api.url, 'DELETE', `/api/chats/${girlId}/messages/${id}`, { token }),
    subscribe: (userId: string) =>
      world.db.query(`UPDATE users SET sub_end = now() + interval '1 month' WHERE id = $1`, [userId]),

    /** A signed-up person chatting with a new girl, `messages` messages in. */
    chatWith: async (messages = 1) => {
      const { token, user } = await signUp(world.api.url);
      const girl = await world.girlOf(token);
      await world.open(token, girl.id);
      for (let i = 0; i < messages; i++)
        expect((await world.send(token, girl.id, `Tell me about your weekend, part ${i}.`)).status).toBe(200);
      return { token, user, girl };
    },
  };

  beforeAll(async () => {
    world.api = await startApi({ CHAT_WORD_DELAY_MS: '0', CHAT_MESSAGES_PER_MINUTE: '1000' });
    world.worker = await startWorker();
    world.db = new Client({ connectionString: process.env.DATABASE_URL });
    await world.db.connect();
  });
  afterAll(async () => {
    await world.worker.close();
    await world.api.close();
    await world.db.end();
  });
  return world;
}
