import { Client } from 'pg';

import type { CreateGirlResponse } from '../src/contracts';
import type { Full, Steered } from './support/chat-steering';
import { call, signUp } from './support/http';
import { type RunningApi, startApi } from './support/in-process';
import { OpenAiServer } from './support/openai-server';

// What the chat model is sent after regenerating, choosing, editing and deleting (chat-steering.test.ts
// checks what the person sees).
const server = new OpenAiServer();
let model: RunningApi;
let db: Client;
beforeAll(async () => {
  await server.start();
  model = await startApi({ CHAT_PROVIDER: 'openai', OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'test-key' });
  db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await model.close();
  await server.stop();
  await db.end();
});

const subscribe = (userId: string) =>
  db.query(`UPDATE users SET sub_end = now() + interval '1 month' WHERE id = $1`, [userId]);

async function chatting() {
  const { token, user } = await signUp(model.url);
  await subscribe(user.id);
  const girl = (
    await call<CreateGirlResponse>(model.url, 'POST', '/api/girls', {
      token,
      body: { name: 'Mia', personality: ['Playful'], style: 'Realistic' },
    })
  ).body.girl;
  await call(model.url, 'GET', `/api/chats/${girl.id}`, { token });
  const at = (path: string, method = 'POST', body?: unknown) => call<Steered>(model.url, method, path, { token, body });
  return { token, girl, at };
}
const history = () =>
  server.requests
    .at(-1)!
    .body.messages.filter((m) => m.role !== 'system')
    .map((m) => m.content);

describe('what the chat model is sent', () => {
  it('continues from the chosen version and leaves deleted messages out', async () => {
    const { girl, at } = await chatting();
    server.script({ kind: 'normal', deltas: ['First', ' version'] });
    const first = await at('/api/girl-chat', 'POST', { girlId: girl.id, newUserMessage: 'Hello there' });
    server.script({ kind: 'normal', deltas: ['Second', ' version'] });
    expect((await at(`/api/chats/${girl.id}/regenerate`)).body.message.alternatives).toEqual([
      'First version',
      'Second version',
    ]);
    expect(history()).not.toContain('First version');
    await at(`/api/chats/${girl.id}/messages/${first.body.message.id}/choice`, 'PUT', { index: 0 });

    server.script({ kind: 'normal', deltas: ['Third'] });
    const asked = await at('/api/girl-chat', 'POST', { girlId: girl.id, newUserMessage: 'Tell me a secret' });
    expect(history()).toEqual(expect.arrayContaining(['Hello there', 'First version', 'Tell me a secret']));
    expect(history()).not.toContain('Second version');

    const log = (await at(`/api/chats/${girl.id}`, 'GET')).body as unknown as { messages: Full[] };
    const secret = log.messages.find((m) => m.text === 'Tell me a secret')!;
    expect((await at(`/api/chats/${girl.id}/messages/${secret.id}`, 'DELETE')).status).toBe(204);
    expect((await at(`/api/chats/${girl.id}/messages/${asked.body.message.id}`, 'DELETE')).status).toBe(204);
    await at('/api/girl-chat', 'POST', { girlId: girl.id, newUserMessage: 'Anything new?' });
    expect(history()).not.toContain('Tell me a secret');
    expect(history()).not.toContain('Third');
  });

  it('keeps the version shown when a new one cannot be written, and does not count it', async () => {
    const { girl, at } = await chatting();
    server.script({ kind: 'normal', deltas: ['Only', ' version'] });
    const sent = await at('/api/girl-chat', 'POST', { girlId: girl.id, newUserMessage: 'Hello there' });
    server.script({ kind: 'break', deltas: ['Half', ' a'], after: 1 });
    const res = await at(`/api/chats/${girl.id}/regenerate`);
    expect(res.status).toBe(200);
    expect(res.body.failed).toBe(true);
    expect(res.body.message).toMatchObject({
      id: sent.body.message.id,
      text: 'Only version',
      alternatives: ['Only version'],
      choice: 0,
      failed: false,
      loading: false,
    });
    const { rows } = await db.query<{ charges: number }>('SELECT charges FROM chat_messages WHERE id = $1', [
      sent.body.message.id,
    ]);
    expect(rows[0].charges).toBe(1);
  });
});
