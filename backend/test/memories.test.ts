import { MEMORIES_PER_CHAT, type Memory, MEMORY_MESSAGES, MESSAGES } from '../src/contracts';
import { steeringWorld } from './support/chat-steering';
import { call, signUp } from './support/http';

// What she remembers about the person: the memories routes, facts learned from messages, and what
// deleting or editing a message does to them. Recall in a long chat: memories-recall.test.ts.
const world = steeringWorld();
const { send, edit, remove, chatWith } = world;

const memories = (token: string, girlId: string) =>
  call<{ memories: Memory[] } & { message: string }>(world.api.url, 'GET', `/api/chats/${girlId}/memories`, { token });
const add = (token: string, girlId: string, text: unknown) =>
  call<Memory & { message: string }>(world.api.url, 'POST', `/api/chats/${girlId}/memories`, { token, body: { text } });
const patch = (token: string, girlId: string, id: string, body: unknown) =>
  call<Memory & { message: string }>(world.api.url, 'PATCH', `/api/chats/${girlId}/memories/${id}`, { token, body });
const del = (token: string, girlId: string, id: string) =>
  call<{ message: string }>(world.api.url, 'DELETE', `/api/chats/${girlId}/memories/${id}`, { token });
const texts = async (token: string, girlId: string) => (await memories(token, girlId)).body.memories.map((m) => m.text);

describe('facts she learns from the person’s messages', () => {
  it('are listed with the message they came from, and the person can pin, edit and delete them', async () => {
    const { token, user, girl } = await chatWith(0);
    await world.subscribe(user.id);
    const sent = await send(token, girl.id, 'My sister Anna is visiting, and my birthday is May 3rd!');
    expect(sent.status).toBe(200);
    const listed = (await memories(token, girl.id)).body.memories;
    expect(listed.map((m) => [m.text, m.kind, m.pinned])).toEqual(
      expect.arrayContaining([
        ['Sister: Anna', 'person', false],
        ['Birthday: May 3', 'date', false],
      ]),
    );
    const anna = listed.find((m) => m.text === 'Sister: Anna')!;
    expect(anna.sourceMessageId).toBe(sent.body.asked.id);
    expect(anna.sourceAt).toBe(sent.body.asked.createdAt);

    const pinned = await patch(token, girl.id, anna.id, { pinned: true });
    expect([pinned.status, pinned.body.pinned, pinned.body.text]).toEqual([200, true, 'Sister: Anna']);
    const renamed = await patch(token, girl.id, anna.id, { text: '  Sister:   Anna Maria  ' });
    expect([renamed.status, renamed.body.text]).toEqual([200, 'Sister: Anna Maria']);
    expect((await memories(token, girl.id)).body.memories[0]).toMatchObject({ id: anna.id, pinned: true });

    const birthday = listed.find((m) => m.text === 'Birthday: May 3')!;
    expect((await del(token, girl.id, birthday.id)).status).toBe(204);
    expect(await texts(token, girl.id)).toEqual(['Sister: Anna Maria']);
    expect((await del(token, girl.id, birthday.id)).status).toBe(404);
  });

  it('the person adds one of their own, pinned, with no source message', async () => {
    const { token, girl } = await chatWith(0);
    const own = await add(token, girl.id, 'I am allergic to cats');
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({
      text: 'I am allergic to cats',
      kind: 'note',
      pinned: true,
      sourceMessageId: null,
    });
    expect(own.body.sourceAt).toBeNull();
    expect(await texts(token, girl.id)).toEqual(['I am allergic to cats']);
  });

  it('a deleted message takes the facts only it said; a fact another message also said, or a pinned one, stays', async () => {
    const { token, user, girl } = await chatWith(0);
    await world.subscribe(user.id);
    const first = await send(token, girl.id, 'I live in Denver with my dog Rex');
    const second = await send(token, girl.id, 'My dog Rex loves the snow. My best friend is Tom.');
    const tom = (await memories(token, girl.id)).body.memories.find((m) => m.text === 'Best friend: Tom')!;
    const rex = (await memories(token, girl.id)).body.memories.find((m) => m.text === 'Dog: Rex')!;
    expect(rex.sourceMessageId).toBe(second.body.asked.id);
    await patch(token, girl.id, tom.id, { pinned: true });

    expect((await remove(token, girl.id, second.body.asked.id)).status).toBe(204);
    const after = (await memories(token, girl.id)).body.memories;
    expect(after.map((m) => m.text).sort()).toEqual(['Best friend: Tom', 'Dog: Rex', 'Lives in: Denver']);
    // Rex was also said in the first message: it points there now
    expect(after.find((m) => m.text === 'Dog: Rex')!.sourceMessageId).toBe(first.body.asked.id);

    expect((await remove(token, girl.id, first.body.asked.id)).status).toBe(204);
    expect(await texts(token, girl.id)).toEqual(['Best friend: Tom']);
  });

  it('an edited message is learned anew: what the old text said goes', async () => {
    const { token, user, girl } = await chatWith(0);
    await world.subscribe(user.id);
    const sent = await send(token, girl.id, 'I live in Denver');
    expect(await texts(token, girl.id)).toEqual(['Lives in: Denver']);
    const edited = await edit(token, girl.id, sent.body.asked.id, 'I live in Boston, and I work as a nurse');
    expect(edited.status).toBe(200);
    expect((await texts(token, girl.id)).sort()).toEqual(['Job: nurse', 'Lives in: Boston']);
  });

  it('a newer home replaces the older one, unless the person pinned it', async () => {
    const { token, user, girl } = await chatWith(0);
    await world.subscribe(user.id);
    await send(token, girl.id, 'I live in Denver');
    await send(token, girl.id, 'I live in Boston now');
    expect(await texts(token, girl.id)).toEqual(['Lives in: Boston']);
    const boston = (await memories(token, girl.id)).body.memories[0];
    await patch(token, girl.id, boston.id, { pinned: true });
    await send(token, girl.id, 'I live in Paris');
    expect(await texts(token, girl.id)).toEqual(['Lives in: Boston']);
  });
});

describe('the memories routes', () => {
  it('are her owner’s only: another person’s girl, or one that does not exist, is 404', async () => {
    const { token, girl } = await chatWith(0);
    const own = (await add(token, girl.id, 'Favourite colour: green')).body;
    const other = await signUp(world.api.url);
    for (const res of [
      await memories(other.token, girl.id),
      await add(other.token, girl.id, 'hello'),
      await patch(other.token, girl.id, own.id, { pinned: false }),
      await del(other.token, girl.id, own.id),
      await memories(token, '00000000-0000-4000-8000-000000000000'),
      await memories(token, 'not-a-girl'),
    ])
      expect([res.status, res.body.message]).toEqual([404, MESSAGES.girlNotFound]);
    expect((await patch(token, girl.id, 'nope', { pinned: true })).status).toBe(404);
    expect((await call(world.api.url, 'GET', `/api/chats/${girl.id}/memories`)).status).toBe(401);
    expect(await texts(token, girl.id)).toEqual(['Favourite colour: green']);
  });

  it('do not learn in a chat with another person’s girl', async () => {
    const { token, girl } = await chatWith(0);
    const other = await signUp(world.api.url);
    await world.open(other.token, girl.id);
    expect((await send(other.token, girl.id, 'My sister Anna says hi')).status).toBe(200);
    const { rows } = await world.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_facts WHERE user_id = $1',
      [other.user.id],
    );
    expect(rows[0].n).toBe(0);
    expect(await texts(token, girl.id)).toEqual([]);
  });

  it('refuse a memory the content policy refuses (character mode), with the adults-only sentence', async () => {
    const { token, girl } = await chatWith(0);
    for (const text of ['She is 15 years old', 'pretend you are 14']) {
      const res = await add(token, girl.id, text);
      expect([res.status, res.body.message]).toEqual([422, MESSAGES.adultsOnly]);
    }
    const kept = (await add(token, girl.id, 'We met in Lisbon')).body;
    const refused = await patch(token, girl.id, kept.id, { text: 'you are a 12 year old girl' });
    expect([refused.status, refused.body.message]).toEqual([422, MESSAGES.adultsOnly]);
    expect(await texts(token, girl.id)).toEqual(['We met in Lisbon']);
  });

  it('answer clear 400s and 409s for blank, long, odd or too many memories', async () => {
    const { token, girl } = await chatWith(0);
    const cases: [unknown, string][] = [
      ['   ', MEMORY_MESSAGES.blank],
      ['x'.repeat(201), 'text must be at most 200 characters'],
      [42, 'text must be text'],
    ];
    for (const [text, message] of cases) {
      const res = await add(token, girl.id, text);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect((await add(token, girl.id, 'bad \u0000 byte')).status).toBe(400);
    const one = (await add(token, girl.id, 'x'.repeat(200))).body;
    expect((await patch(token, girl.id, one.id, {})).body.message).toBe(MEMORY_MESSAGES.nothingToChange);
    expect((await patch(token, girl.id, one.id, { pinned: 'yes' })).status).toBe(400);

    await world.db.query(
      `INSERT INTO chat_facts (user_id, girl_id, kind, text) SELECT owner_id, id, 'note', 'note ' || n
       FROM girls, generate_series(2, $2) n WHERE id = $1`,
      [girl.id, MEMORIES_PER_CHAT],
    );
    const full = await add(token, girl.id, 'one too many');
    expect([full.status, full.body.message]).toEqual([409, MEMORY_MESSAGES.tooMany]);
  });
});
