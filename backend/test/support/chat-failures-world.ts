import type { Client } from 'pg';

import type { ApiError, CreateGirlResponse, Message } from '../../src/contracts';
import { openDb } from './db';
import { call, signUp } from './http';
import { type RunningApi, startApi } from './in-process';
import { OpenAiServer } from './openai-server';

/** The text a reply ends as when it cannot be written. */
export const FAILED = 'Sorry, something went wrong. Please try again.';
/** Every appearance field of the girl the chatter makes. */
export const LOOKS = {
  eyes: 'Green',
  mouth: 'Full Lips',
  nose: 'Petite',
  hair: 'Auburn Curls',
  body: 'Slim',
  skin: 'Fair',
};
type Sent = { response: string; message: Message; jobId?: string };

/**
 * An API whose chat model is the fake OpenAI-compatible server (reset before each test to answer
 * "Hi there you!"), and a database connection; with the calls of a person chatting.
 */
export function chatFailuresWorld() {
  const world = {
    server: new OpenAiServer(),
    api: undefined as unknown as RunningApi,
    db: undefined as unknown as Client,

    /** A signed-up person with a new girl, her greeting read. */
    chatter: async () => {
      const { token, user } = await signUp(world.api.url);
      const res = await call<CreateGirlResponse>(world.api.url, 'POST', '/api/girls', {
        token,
        body: { name: 'Mia', ...LOOKS, personality: ['Playful'], style: 'Realistic' },
      });
      const girl = res.body.girl;
      await call(world.api.url, 'GET', `/api/chats/${girl.id}`, { token }); // her greeting: the first AI message
      return { token, user, girl };
    },
    send: (token: string, girlId: string, text: string) =>
      call<Sent & ApiError>(world.api.url, 'POST', '/api/girl-chat', {
        token,
        body: { girlId, newUserMessage: text },
      }),
    log: async (token: string, girlId: string) =>
      (await call<{ messages: Message[] }>(world.api.url, 'GET', `/api/chats/${girlId}`, { token })).body.messages,
    /** Every text the chat server was sent as a user or assistant turn. */
    historySent: () =>
      world.server.requests.flatMap((r) => r.body.messages.filter((m) => m.role !== 'system').map((m) => m.content)),
  };
  const { server } = world;
  beforeAll(async () => {
    await server.start();
    world.api = await startApi({
      CHAT_PROVIDER: 'openai',
      OPENAI_BASE_URL: server.baseURL,
      OPENAI_API_KEY: 'test-key',
    });
    world.db = await openDb();
  });
  afterAll(async () => {
    await world.api.close();
    await server.stop();
    await world.db.end();
  });
  beforeEach(() => {
    server.requests.length = 0;
    server.refusals.length = 0;
    server.failures = 0;
    server.text = 'Mia is a warm woman. She loves jazz.';
    server.script({ kind: 'normal', deltas: ['Hi', ' there', ' you!'] });
  });
  return world;
}
