import { CHAT_MESSAGES, FREE_REGENERATIONS_PER_REPLY, STEERING_MESSAGES, type User } from '../src/contracts';
import { type Full, steeringWorld } from './support/chat-steering';
import { call } from './support/http';
import { connectSocket, until } from './support/sockets';

// regenerating and choosing; editing and deleting: chat-steering-edits.test.ts; what the model is
// sent: chat-steering-model.test.ts
const world = steeringWorld();
const { open, send, regenerate, choose, remove, subscribe, chatWith } = world;
/** The chat as GET /api/chats/:girlId answers it (with what a free user has left). */
const openLog = async (token: string, girlId: string) =>
  (await call<{ freeLeft: number | null }>(world.api.url, 'GET', `/api/chats/${girlId}`, { token })).body;

describe('regenerating her last reply', () => {
  it('streams the new version as chat:token into the same message, adds it to alternatives and chooses it', async () => {
    const { token, girl } = await chatWith(1);
    const before = (await open(token, girl.id)).at(-1)!;
    expect(before).toMatchObject({ sender: 'ai', alternatives: [before.text], choice: 0 });
    const socket = await connectSocket(world.api.url, token);
    const tokens: { messageId: string; delta: string }[] = [];
    const pushed: Full[] = [];
    socket.socket.on('chat:token', (e) => tokens.push(e));
    socket.socket.on('chat:message', (e) => pushed.push(e.message as Full));

    const res = await regenerate(token, girl.id);
    expect(res.status).toBe(200);
    expect(res.body.failed).toBe(false);
    const again = res.body.message;
    expect(again.id).toBe(before.id);
    expect(again.alternatives).toEqual([before.text, again.text]);
    expect(again.text).not.toBe(before.text);
    expect(again.choice).toBe(1);
    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.every((t) => t.messageId === before.id)).toBe(true);
    expect(
      tokens
        .map((t) => t.delta)
        .join('')
        .trim(),
    ).toBe(again.text);
    await until(
      () => pushed.some((m) => m.id === before.id && m.choice === 1),
      5_000,
      'chat:message with the new version',
    );
    expect((await open(token, girl.id)).at(-1)).toEqual(again);
    socket.close();
  });

  it('is not charged, but a free user has 3 per reply; browsing is free; 402 with the upsell once the chat is used up', async () => {
    const { token, user, girl } = await chatWith(3); // the greeting and 3 replies: 4 of 5
    expect((await openLog(token, girl.id)).freeLeft).toBe(1);
    const versions = [];
    for (let i = 0; i < FREE_REGENERATIONS_PER_REPLY; i++) {
      const again = await regenerate(token, girl.id);
      expect(again.status).toBe(200);
      versions.push(again.body.message);
    }
    const id = versions[0].id;
    expect(versions.at(-1)!.alternatives).toHaveLength(1 + FREE_REGENERATIONS_PER_REPLY);
    expect((await openLog(token, girl.id)).freeLeft).toBe(1);
    for (const index of [0, 1, 0, 1, 0]) expect((await choose(token, girl.id, id, index)).status).toBe(200);
    const capped = await regenerate(token, girl.id);
    expect([capped.status, capped.body.message]).toEqual([402, CHAT_MESSAGES.regenerateLimit]);
    expect((await open(token, girl.id)).at(-1)).toMatchObject({ id, choice: 0 });

    // her 5th message: the chat is used up, and regenerating is refused as a new message is
    expect((await send(token, girl.id, 'one more thing')).status).toBe(200);
    expect((await openLog(token, girl.id)).freeLeft).toBe(0);
    const refused = await regenerate(token, girl.id);
    expect([refused.status, refused.body.message]).toEqual([402, CHAT_MESSAGES.upsell]);
    expect((await send(token, girl.id, 'still there?')).status).toBe(402);

    await subscribe(user.id);
    expect((await openLog(token, girl.id)).freeLeft).toBeNull();
    const paid = await regenerate(token, girl.id);
    expect(paid.status).toBe(200);
    expect(paid.body.message.alternatives).toHaveLength(2);
  });

  it('refuses when her reply is not the last message, and answers 404 for a girl that does not exist', async () => {
    const { token, girl } = await chatWith(1);
    const reply = (await open(token, girl.id)).at(-1)!;
    expect((await remove(token, girl.id, reply.id)).status).toBe(204);
    const res = await regenerate(token, girl.id);
    expect([res.status, res.body.message]).toEqual([400, STEERING_MESSAGES.noReply]);
    expect((await regenerate(token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('regenerates a picture as a new picture job that costs a free user one credit', async () => {
    const { token, girl } = await chatWith(0);
    const socket = await connectSocket(world.api.url, token);
    const pushed: Full[] = [];
    socket.socket.on('chat:message', (e) => pushed.push(e.message as Full));
    const asked = await send(token, girl.id, 'send me a pic of you at the beach');
    const id = asked.body.message.id;
    await until(() => pushed.some((m) => m.id === id && m.image), 30_000, 'the picture');
    const credits = async () =>
      (await call<{ user: User }>(world.api.url, 'GET', '/api/auth/me', { token })).body.user.credits;
    const before = await credits();

    const res = await regenerate(token, girl.id);
    expect(res.status).toBe(200);
    expect(res.body.jobId).toEqual(expect.any(String));
    expect(res.body.message).toMatchObject({ id, loading: true });
    expect(await credits()).toBe(before - 1);
    await until(
      () => pushed.some((m) => m.id === id && m.alternatives.length === 2 && !m.loading),
      30_000,
      'the second picture',
    );
    const done = (await open(token, girl.id)).at(-1)!;
    expect(done).toMatchObject({ id, choice: 1, loading: false, image: done.alternatives[1] });
    expect(done.alternatives.every((url) => url.startsWith('/media/'))).toBe(true);
    const chosen = await choose(token, girl.id, id, 0);
    expect(chosen.body.message.image).toBe(done.alternatives[0]);
    socket.close();
  });
});

describe('choosing a version', () => {
  it('keeps the choice and continues the conversation from it', async () => {
    const { token, girl } = await chatWith(1);
    const { body } = await regenerate(token, girl.id);
    const res = await choose(token, girl.id, body.message.id, 0);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ text: body.message.alternatives[0], choice: 0 });
    expect((await open(token, girl.id)).at(-1)).toMatchObject({ text: body.message.alternatives[0], choice: 0 });
    const { rows } = await world.db.query<{ text: string }>('SELECT text FROM chat_messages WHERE id = $1', [
      body.message.id,
    ]);
    expect(rows[0].text).toBe(body.message.alternatives[0]);
  });

  it('answers 400 for an index out of range or not a whole number, and for a reply that is not her last', async () => {
    const { token, girl } = await chatWith(1);
    const [greeting, , reply] = await open(token, girl.id);
    for (const index of [1, -1, 0.5, 'a', null]) {
      const res = await choose(token, girl.id, reply.id, index);
      expect([res.status, res.body.message]).toEqual([400, STEERING_MESSAGES.badIndex]);
    }
    const old = await choose(token, girl.id, greeting.id, 0);
    expect([old.status, old.body.message]).toEqual([400, STEERING_MESSAGES.notLastReply]);
  });
});
