import { Client } from 'pg';

import {
  type ApiError,
  CARD_MESSAGES,
  type CharacterBook,
  type CharacterCardV2,
  type ImportCardResponse,
  type Lorebook,
  MAX_LOREBOOK_BODY_BYTES,
} from '../src/contracts';
import { jsonCard } from './support/card-files';
import { call, signUp } from './support/http';
import { type RunningApi, startApi } from './support/in-process';
import { OpenAiServer } from './support/openai-server';

const ADULTS = 'This request is not allowed: all characters must be adults.';
const server = new OpenAiServer();
let api: RunningApi;
let db: Client;
beforeAll(async () => {
  await server.start();
  api = await startApi({ CHAT_PROVIDER: 'openai', OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'test-key' });
  db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await api.close();
  await server.stop();
  await db.end();
});

/** A book of 30 entries as other writers leave them: ids, unknown fields and extensions, their own order. */
const thirty = (): CharacterBook => ({
  name: 'Seraphina lore',
  description: 'Her forest.',
  scan_depth: 4,
  token_budget: 700,
  recursive_scanning: false,
  extensions: { chub: { full_path: 'lore/forest' }, weights: [1, 2, 3] },
  entries: Array.from({ length: 30 }, (_, i) => ({
    id: 30 - i,
    keys: [`key${i}`, `Alias ${i}`],
    secondary_keys: i % 3 ? [] : [`second${i}`],
    content: `Lore entry ${i}: the glade holds memory ${i}.`,
    extensions: { position: i % 5, depth: 4, probability: 100, display_index: i, nested: { x: [i, { y: 'z' }] } },
    enabled: i % 7 !== 0,
    insertion_order: (i * 37) % 11,
    case_sensitive: i % 4 === 0,
    name: `Entry ${i}`,
    priority: i % 3,
    comment: `note ${i}`,
    selective: i % 3 === 0,
    constant: i === 5,
    position: i % 2 ? 'after_char' : 'before_char',
    ...(i === 9 ? { use_regex: true, probability: 50 } : {}),
  })),
});

const card = (book?: CharacterBook) => ({
  spec: 'chara_card_v2',
  spec_version: '2.0',
  data: {
    name: 'Seraphina',
    description: 'A guardian of a glade, in her late twenties.',
    first_mes: 'Welcome to my glade.',
    extensions: {},
    ...(book ? { character_book: book } : {}),
  },
});

async function girlFromCard(token: string, book?: CharacterBook) {
  const res = await call<ImportCardResponse & ApiError>(api.url, 'POST', '/api/girls/import', {
    token,
    body: { card: jsonCard(card(book)) },
  });
  expect(res.status).toBe(201);
  return res.body.girl;
}
const lorebook = (token: string, id: string, method = 'GET', book?: CharacterBook | null) =>
  call<Lorebook & ApiError>(api.url, method, `/api/girls/${id}/lorebook`, {
    token,
    body: method === 'PUT' ? { book } : undefined,
  });
const exported = async (token: string, id: string) =>
  (await call<CharacterCardV2>(api.url, 'GET', `/api/girls/${id}/card.json`, { token })).body;

describe('her lorebook', () => {
  it('keeps a 30-entry book from a card in its own column and exports it unchanged', async () => {
    const { token } = await signUp(api.url);
    const book = thirty();
    const girl = await girlFromCard(token, book);
    const { rows } = await db.query<{ lorebook: CharacterBook; in_card: boolean }>(
      `SELECT lorebook, card->'data' ? 'character_book' AS in_card FROM girls WHERE id = $1`,
      [girl.id],
    );
    expect(rows[0].in_card).toBe(false);
    expect(rows[0].lorebook).toEqual(book);
    expect((await lorebook(token, girl.id)).body).toEqual({ book });
    const out = await exported(token, girl.id);
    expect(out.data.character_book).toEqual(book);
    expect((out.data.character_book as CharacterBook).entries.map((e) => e.id)).toEqual(book.entries.map((e) => e.id));
  });

  it('is written on her profile by her owner: saved, exported, cleared', async () => {
    const { token } = await signUp(api.url);
    const girl = await girlFromCard(token);
    expect((await lorebook(token, girl.id)).body).toEqual({ book: null });
    expect((await exported(token, girl.id)).data).not.toHaveProperty('character_book');

    const book: CharacterBook = {
      extensions: {},
      entries: [
        { keys: ['moon'], content: 'She sings to the moon.', extensions: {}, enabled: true, insertion_order: 1 },
      ],
    };
    const saved = await lorebook(token, girl.id, 'PUT', book);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ book });
    expect((await lorebook(token, girl.id)).body).toEqual({ book });
    expect((await exported(token, girl.id)).data.character_book).toEqual(book);

    expect((await lorebook(token, girl.id, 'PUT', null)).status).toBe(200);
    expect((await lorebook(token, girl.id)).body).toEqual({ book: null });
    expect((await exported(token, girl.id)).data).not.toHaveProperty('character_book');
  });

  it('saves a book as large as her card may carry, and refuses a larger one (413) keeping the one she has', async () => {
    const { token } = await signUp(api.url);
    const girl = await girlFromCard(token, thirty());
    const bookOf = (entries: number): CharacterBook => ({
      extensions: {},
      entries: Array.from({ length: entries }, (_, i) => ({
        id: i,
        keys: [`place${i}`],
        content: `Place ${i}: `.padEnd(50_000, 'the moss grows green by the old stones. '),
        extensions: {},
        enabled: true,
        insertion_order: i,
      })),
    });
    const largest = bookOf(41);
    const size = (book: CharacterBook) => Buffer.byteLength(JSON.stringify({ book }));
    expect(size(largest)).toBeLessThanOrEqual(MAX_LOREBOOK_BODY_BYTES);
    expect(size(bookOf(42))).toBeGreaterThan(MAX_LOREBOOK_BODY_BYTES);

    const refused = await lorebook(token, girl.id, 'PUT', bookOf(42));
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 413,
      message: CARD_MESSAGES.lorebookTooLarge,
    });
    expect((await lorebook(token, girl.id)).body.book).toEqual(thirty());
    // each entry alone and all of them together pass the policy in slices (card-checks.spec.ts)
    expect((await lorebook(token, girl.id, 'PUT', largest)).status).toBe(200);
    expect((await lorebook(token, girl.id)).body).toEqual({ book: largest });
  });

  it("is her owner's only: anyone else, a missing girl or no session gets nothing", async () => {
    const owner = await signUp(api.url);
    const other = await signUp(api.url);
    const girl = await girlFromCard(owner.token, thirty());
    const book: CharacterBook = { extensions: {}, entries: [] };
    for (const method of ['GET', 'PUT']) {
      expect((await lorebook(other.token, girl.id, method, book)).status).toBe(404);
      expect((await lorebook(owner.token, '00000000-0000-4000-8000-000000000000', method, book)).status).toBe(404);
      expect((await lorebook('', girl.id, method, book)).status).toBe(401);
    }
    expect((await lorebook(owner.token, girl.id)).body.book).toEqual(thirty());
  });

  it('refuses a minor in any entry, naming the field, and keeps the book it had', async () => {
    const { token } = await signUp(api.url);
    const girl = await girlFromCard(token, thirty());
    const entry = (content: string, extra = {}) => ({
      keys: ['sister'],
      content,
      extensions: {},
      enabled: true,
      insertion_order: 0,
      ...extra,
    });
    const cases: [string, CharacterBook][] = [
      [
        'book.entries[1].content',
        { extensions: {}, entries: [entry('Fine.'), entry('Her little sister is 12 years old.')] },
      ],
      ['book.entries[0].keys[1]', { extensions: {}, entries: [entry('Fine.', { keys: ['sister', 'loli'] })] }],
      ['book.entries[0].comment', { extensions: {}, entries: [entry('Fine.', { comment: 'she is 13' })] }],
    ];
    for (const [field, book] of cases) {
      const res = await lorebook(token, girl.id, 'PUT', book);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 422,
        body: { statusCode: 422, message: ADULTS, error: 'Unprocessable Entity', field },
      });
    }
    expect((await lorebook(token, girl.id)).body.book).toEqual(thirty());
  });

  it("holds a saved book to the card import's limits", async () => {
    const { token } = await signUp(api.url);
    const girl = await girlFromCard(token);
    const entry = { keys: ['a'], content: 'A.', extensions: {}, enabled: true, insertion_order: 0 };
    const cases: [unknown, string][] = [
      [
        { extensions: {}, entries: Array.from({ length: 201 }, () => entry) },
        'book.entries may have at most 200 entries',
      ],
      [
        { extensions: {}, entries: [{ ...entry, keys: ['k'.repeat(201)] }] },
        'book.entries[0].keys[0] must be at most 200 characters',
      ],
      [
        { extensions: {}, entries: [{ ...entry, keys: Array.from({ length: 51 }, (_, i) => `k${i}`) }] },
        'book.entries[0].keys may have at most 50 keys',
      ],
      [{ extensions: {}, entries: [{ ...entry, content: 7 }] }, 'book.entries[0].content must be text'],
      [
        { extensions: {}, entries: [{ ...entry, extensions: { x: 'y'.repeat(5000) } }] },
        'book.entries[0].extensions must be at most 4096 bytes',
      ],
      [[entry], 'book must be a lorebook (an object) or null'],
      ['lore', 'book must be a lorebook (an object) or null'],
    ];
    for (const [book, message] of cases) {
      const res = await lorebook(token, girl.id, 'PUT', book as CharacterBook);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
    expect((await lorebook(token, girl.id)).body).toEqual({ book: null });
  });

  it('sends the entries the chat calls up to the chat model, in her system prompt', async () => {
    const { token, user } = await signUp(api.url);
    await db.query(`UPDATE users SET sub_end = now() + interval '1 month' WHERE id = $1`, [user.id]);
    const girl = await girlFromCard(token);
    const entry = (keys: string[], content: string, extra = {}) => ({
      keys,
      content,
      extensions: {},
      enabled: true,
      insertion_order: 0,
      ...extra,
    });
    const book: CharacterBook = {
      extensions: {},
      entries: [
        entry(['lantern'], 'Seraphina carries a silver lantern that never goes out.'),
        entry(['river'], 'The river north of the glade is cursed.'),
        entry([], 'The glade is hidden from outsiders.', { constant: true, position: 'after_char' }),
      ],
    };
    expect((await lorebook(token, girl.id, 'PUT', book)).status).toBe(200);
    await call(api.url, 'GET', `/api/chats/${girl.id}`, { token });
    server.script({ kind: 'normal', deltas: ['It', ' glows.'] });
    const sent = await call(api.url, 'POST', '/api/girl-chat', {
      token,
      body: { girlId: girl.id, newUserMessage: 'Where did you get that LANTERN?' },
    });
    expect(sent.status).toBe(200);
    const system = server.requests.at(-1)!.body.messages.find((m) => m.role === 'system')!.content;
    expect(system).toContain('Seraphina carries a silver lantern that never goes out.');
    expect(system).toContain('The glade is hidden from outsiders.');
    expect(system).not.toContain('cursed');
    // before her description, and the constant one after it
    const about = system.indexOf('About you:');
    expect(system.indexOf('silver lantern')).toBeLessThan(about);
    expect(system.indexOf('hidden from outsiders')).toBeGreaterThan(about);
  });
});
