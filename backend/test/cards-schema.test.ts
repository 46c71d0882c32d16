import type { ApiError, CardPreview, Girl, ImportCardResponse } from '../src/contracts';
import { base64Json, cardFixture, dataUrl, jsonCard, pngWith } from './support/card-files';
import { call, signUp } from './support/http';
import { type RunningApi, startApi } from './support/in-process';

let api: RunningApi;
let token: string;
beforeAll(async () => {
  api = await startApi({ JOBS_PER_MINUTE: '0' });
  token = (await signUp(api.url)).token;
});
afterAll(() => api.close());

type Answer = ImportCardResponse & { preview: CardPreview } & ApiError;
const post = (card: string, preview: boolean) =>
  call<Answer>(api.url, 'POST', '/api/girls/import', { token, body: { card, preview } });
const mine = async () => (await call<Girl[]>(api.url, 'GET', '/api/girls/mine', { token })).body;
const v2 = () => cardFixture('v2-extensions.json') as { data: Record<string, unknown> } & Record<string, unknown>;
const withData = (data: Record<string, unknown>, top: Record<string, unknown> = {}) => {
  const source = v2();
  return { ...source, ...top, data: { ...source.data, ...data } };
};
const book = (entries: unknown[]) => ({ character_book: { name: 'Lore', entries } });
const entry = (content = 'The café is on Rua Augusta.') => ({
  keys: ['cafe'],
  content,
  enabled: true,
  insertion_order: 1,
});
const ext = (ours: Record<string, unknown>) => ({
  extensions: { ...(v2().data.extensions as object), ai_girls: ours },
});
const notAllowed = (field: string) => `${field} contains characters that are not allowed.`;

/** The preview and the import of the card, as JSON and as a PNG: the same 400 with the same message, and nothing saved. */
async function refusedEverywhere(card: unknown, message: string) {
  const before = (await mine()).length;
  const files = [
    jsonCard(card),
    dataUrl(await pngWith([{ type: 'tEXt', keyword: 'chara', text: base64Json(card) }]), 'image/png'),
  ];
  for (const file of files)
    for (const preview of [true, false]) {
      const res = await post(file, preview);
      expect({ preview, status: res.status, message: res.body.message }).toEqual({ preview, status: 400, message });
    }
  expect((await mine()).length).toBe(before);
}

describe('one schema for every field of a card, in the preview as in the import', () => {
  it.each([
    [
      'a look of 300 characters',
      ext({ hair: 'h'.repeat(300) }),
      'extensions.ai_girls.hair must be at most 200 characters',
    ],
    ['a look with a NUL', ext({ eyes: 'Green\u0000' }), notAllowed('extensions.ai_girls.eyes')],
    ['a look that is not text', ext({ skin: { tone: 'olive' } }), 'extensions.ai_girls.skin must be text'],
    [
      '31 traits',
      ext({ traits: Array.from({ length: 31 }, (_, i) => `Trait ${i}`) }),
      'extensions.ai_girls.traits may have at most 30 traits',
    ],
    [
      'a trait of 61 characters',
      ext({ traits: ['Playful', 't'.repeat(61)] }),
      'extensions.ai_girls.traits[1] must be at most 60 characters',
    ],
    ['a lone surrogate in a trait', ext({ traits: ['Witty\ud800'] }), notAllowed('extensions.ai_girls.traits[0]')],
    ['our extension as text', ext('x' as unknown as Record<string, unknown>), 'extensions.ai_girls must be an object'],
  ])('%s: 400 naming the field', async (_name, data, message) => {
    await refusedEverywhere(withData(data), message);
  });

  it.each([
    [
      'a lorebook entry too long',
      book([entry(), entry(), entry(), entry('c'.repeat(50_001))]),
      'character_book.entries[3].content must be at most 50000 characters',
    ],
    [
      '201 lorebook entries',
      book(Array.from({ length: 201 }, () => entry())),
      'character_book.entries may have at most 200 entries',
    ],
    [
      'a NUL in a lorebook key',
      book([{ keys: ['ca\u0000fe'], content: 'x' }]),
      notAllowed('character_book.entries[0].keys[0]'),
    ],
    [
      'a lone surrogate in a lorebook comment',
      book([{ ...entry(), comment: '\udc00' }]),
      notAllowed('character_book.entries[0].comment'),
    ],
    [
      'a lorebook key of 300 characters',
      book([{ keys: ['k'.repeat(300)], content: 'x' }]),
      'character_book.entries[0].keys[0] must be at most 200 characters',
    ],
    ['a lorebook entry that is not an object', book(['just text']), 'character_book.entries[0] must be an object'],
    ['a lorebook that is a list', { character_book: [entry()] }, 'character_book must be an object'],
    [
      'huge entry extensions',
      book([{ ...entry(), extensions: { blob: 'b'.repeat(5000) } }]),
      'character_book.entries[0].extensions must be at most 4096 bytes',
    ],
  ])('%s: 400 naming the field', async (_name, data, message) => {
    await refusedEverywhere(withData(data), message);
  });

  it.each([
    ['a creator with a NUL', { creator: 'Ann\u0000' }, notAllowed('creator')],
    ['a creator of 300 characters', { creator: 'c'.repeat(300) }, 'creator must be at most 200 characters'],
    ['a V3 nickname of 300 characters', { nickname: 'n'.repeat(300) }, 'nickname must be at most 200 characters'],
    [
      'a V3 group greeting with a lone surrogate',
      { group_only_greetings: ['Hi\ud83d'] },
      notAllowed('group_only_greetings[0]'),
    ],
    [
      'an unknown field of 70,000 characters',
      { x_notes: 'n'.repeat(70_000) },
      'x_notes is not a card field this app reads: such fields may hold at most 64 KiB in all',
    ],
    ['an unknown field with a NUL', { x_notes: { deep: ['ok', 'a\u0000'] } }, notAllowed('x_notes.deep[1]')],
    [
      'an unknown extension with a lone surrogate',
      { extensions: { depth_prompt: { prompt: '\ud800' } } },
      notAllowed('extensions.depth_prompt.prompt'),
    ],
    [
      'unknown fields that only together pass 64 KiB',
      { x_a: 'a'.repeat(40_000), x_b: 'b'.repeat(40_000) },
      'x_b is not a card field this app reads: such fields may hold at most 64 KiB in all',
    ],
    ['a tag of 300 characters', { tags: ['t'.repeat(300)] }, 'tags[0] must be at most 200 characters'],
  ])('%s: 400 naming the field', async (_name, data, message) => {
    await refusedEverywhere(withData(data), message);
  });

  it('holds the V1 fields some writers repeat at the top of a V2 card to the same rules', async () => {
    await refusedEverywhere(
      withData({}, { description: 'd'.repeat(50_001) }),
      'description must be at most 50000 characters',
    );
    await refusedEverywhere(withData({}, { x_top: 'a\u0000' }), notAllowed('x_top'));
  });

  it('keeps what fits: small unknown fields, a lorebook of 200 entries and our own extension import (201)', async () => {
    const card = withData({
      ...book(Array.from({ length: 200 }, (_, i) => ({ ...entry(`Entry ${i}.`), extensions: { depth: 4 } }))),
      ...ext({ hair: 'Long Auburn', traits: ['Playful', 'Witty'], style: 'Anime' }),
      x_notes: 'kept',
    });
    const res = await post(jsonCard(card), false);
    expect(res.status).toBe(201);
    expect(res.body.girl).toMatchObject({ hair: 'Long Auburn', personality: ['Playful', 'Witty'], style: 'Anime' });
  });

  it('reads her looks from the extension as a picture prompt, and a lorebook entry as who she is', async () => {
    const looks = await post(jsonCard(withData(ext({ body: 'petite like a little girl' }))), true);
    expect(looks.status).toBe(422);
    expect(looks.body.field).toMatch(/body$/);
    const lore = await post(jsonCard(withData(book([entry(), entry('She is in 7th grade at middle school.')]))), false);
    expect(lore.status).toBe(422);
    expect(lore.body.field).toBe('character_book');
  });
});
