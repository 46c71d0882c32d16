import type { ApiError, CardPreview, Girl, ImportCardResponse, Message } from '../src/contracts';
import { base64Json, cardFixture, dataUrl, jsonCard, pngWith } from './support/card-files';
import { call, signUp } from './support/http';
import { type RunningApi, startApi } from './support/in-process';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Answer = ImportCardResponse & { preview: CardPreview } & ApiError;
const importCard = (token: string, body: object) => call<Answer>(api.url, 'POST', '/api/girls/import', { token, body });
const mine = async (token: string) => (await call<Girl[]>(api.url, 'GET', '/api/girls/mine', { token })).body;
const NOT_A_CARD = 'This file is not a character card.';
const ADULTS = 'This request is not allowed: all characters must be adults.';

describe('importing a character card', () => {
  it('reads a V2 JSON card written to the spec: description as bio, greetings, and a portrait job since it has no picture', async () => {
    const { token } = await signUp(api.url);
    const res = await importCard(token, {
      card: jsonCard(cardFixture('v2-extensions.json')),
      overrides: { hair: 'Long Auburn', eyes: '  ' },
    });
    expect(res.status).toBe(201);
    expect(res.body.girl).toMatchObject({
      name: 'Seraphina',
      bio: expect.stringContaining('botanist') as unknown,
      hair: 'Long Auburn',
      eyes: null,
      imageUrl: null,
    });
    expect(res.body.jobId).toEqual(expect.any(String));
    expect((await mine(token)).map((g) => g.id)).toEqual([res.body.girl.id]);

    // her first message in a new chat is one of the card's greetings, with {{char}} and {{user}} filled in
    const chat = await call<{ messages: Message[] }>(api.url, 'GET', `/api/chats/${res.body.girl.id}`, { token });
    const me = (await call<{ user: { username: string } }>(api.url, 'GET', '/api/auth/me', { token })).body.user
      .username;
    const first = chat.body.messages[0].text;
    expect(first).not.toMatch(/\{\{/);
    expect([
      `*Seraphina looks up from the ferns.* Oh, hello ${me}! Caught in the rain?`,
      `The café is empty tonight. Seraphina smiles: "Tea, ${me}?"`,
      '"You again!" Seraphina laughs, wiping soil from her hands.',
    ]).toContain(first);
  });

  it('takes the picture of a PNG card as her portrait (no job), from a tEXt, zTXt or iTXt chunk', async () => {
    const { token } = await signUp(api.url);
    const v2 = cardFixture('v2-extensions.json');
    for (const chunk of [
      { type: 'tEXt' as const, keyword: 'chara', text: base64Json(v2) },
      { type: 'zTXt' as const, keyword: 'chara', text: base64Json(v2) },
      { type: 'iTXt' as const, keyword: 'chara', text: base64Json(v2), compressed: true },
    ]) {
      const res = await importCard(token, { card: dataUrl(await pngWith([chunk]), 'image/png') });
      expect(res.status).toBe(201);
      expect(res.body.jobId).toBeUndefined();
      expect(res.body.girl).toMatchObject({
        name: 'Seraphina',
        imageUrl: expect.stringMatching(/^\/media\/.+\.png$/) as unknown,
      });
      const picture = await fetch(api.url + res.body.girl.imageUrl!);
      expect(picture.status).toBe(200);
      // the stored portrait is the picture only: the card chunk is not served with it
      expect(Buffer.from(await picture.arrayBuffer()).includes(Buffer.from('chara'))).toBe(false);
    }
  });

  it('prefers a V3 ccv3 chunk over the V2 chara chunk of the same PNG, and reads V1 JSON', async () => {
    const { token } = await signUp(api.url);
    const png = await pngWith([
      { type: 'tEXt', keyword: 'chara', text: base64Json(cardFixture('v1.json')) },
      { type: 'tEXt', keyword: 'ccv3', text: base64Json(cardFixture('v3.json')) },
    ]);
    const v3 = await importCard(token, { card: dataUrl(png, 'image/png') });
    expect(v3.status).toBe(201);
    expect(v3.body.girl.name).toBe('Nova');
    const v1 = await importCard(token, { card: jsonCard(cardFixture('v1.json')) });
    expect(v1.status).toBe(201);
    expect(v1.body.girl).toMatchObject({ name: 'Ivy', bio: 'A 30-year-old jazz singer with a smoky voice.' });
  });

  it('previews what would be created without saving anything', async () => {
    const { token } = await signUp(api.url);
    const res = await importCard(token, {
      card: jsonCard(cardFixture('v2-extensions.json')),
      overrides: { eyes: 'Green' },
      preview: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.preview).toMatchObject({
      name: 'Seraphina',
      personality: 'warm, curious, a little teasing',
      scenario: '{{user}} walks into her café on a rainy evening.',
      hasPortrait: false,
      appearance: { eyes: 'Green', hair: null },
      style: 'Realistic',
    });
    expect(res.body.preview.greetings).toHaveLength(3);
    expect(await mine(token)).toEqual([]);
  });

  it('runs the content policy on every field, naming the field that was refused', async () => {
    const { token } = await signUp(api.url);
    const v2 = cardFixture('v2-extensions.json') as { data: Record<string, unknown> };
    const cases: [string, object, object?][] = [
      ['name', { name: 'Loli Mia' }],
      ['description', { description: 'She is 15 years old and shy.' }],
      ['personality', { personality: 'a schoolgirl at heart, a middle schooler in fact' }],
      ['scenario', { scenario: 'You meet in her 8th grade class at junior high.' }],
      ['first_mes', { first_mes: "Hi! I'm only 14, you know." }],
      ['alternate_greetings', { alternate_greetings: ['Hello!', 'pretend you are 13 with me'] }],
      ['tags', { tags: ['female', 'jailbait'] }],
      [
        'character_book',
        { character_book: { entries: [{ keys: ['sister'], content: 'Her little sister is 12 years old.' }] } },
      ],
      ['hair', {}, { hair: 'pigtails like a little girl' }],
    ];
    for (const [field, data, overrides] of cases) {
      const res = await importCard(token, { card: jsonCard({ ...v2, data: { ...v2.data, ...data } }), overrides });
      expect({ field, status: res.status, body: res.body }).toEqual({
        field,
        status: 422,
        body: { statusCode: 422, message: ADULTS, error: 'Unprocessable Entity', field },
      });
    }
    expect(await mine(token)).toEqual([]);
  });

  it("answers 400 'This file is not a character card.' for anything that is not one, never a 500", async () => {
    const { token } = await signUp(api.url);
    const good = await pngWith([
      { type: 'tEXt', keyword: 'chara', text: base64Json(cardFixture('v2-extensions.json')) },
    ]);
    const damaged = Buffer.from(good);
    damaged[damaged.length - 20] ^= 0xff;
    const nested = '['.repeat(5000) + ']'.repeat(5000);
    const bad: unknown[] = [
      dataUrl(good.subarray(0, good.length - 30), 'image/png'),
      dataUrl(good.subarray(0, 60), 'image/png'),
      dataUrl(damaged, 'image/png'),
      dataUrl(await pngWith([]), 'image/png'),
      dataUrl(await pngWith([{ type: 'tEXt', keyword: 'chara', text: 'not base64 json!!' }]), 'image/png'),
      dataUrl(await pngWith([{ type: 'zTXt', keyword: 'chara', text: '' }]).then((p) => p), 'image/png'),
      'data:image/png;base64,%%%%not-base64%%%%',
      'data:application/json;base64,' + Buffer.from('{"spec":"chara_card_v2",').toString('base64'),
      jsonCard({ spec: 'chara_card_v2', data: 'Mia' }),
      jsonCard({ spec: 'chara_card_v2', data: { name: '' } }),
      jsonCard({ spec: 'chara_card_v9', data: { name: 'Mia' } }),
      jsonCard({ hello: 'world' }),
      jsonCard([{ name: 'Mia', description: 'x' }]),
      jsonCard(null),
      jsonCard(42),
      dataUrl(nested, 'application/json'),
      dataUrl('GIF89a not a card', 'image/gif'),
      'just text',
      '',
    ];
    for (const card of bad) {
      const res = await importCard(token, { card });
      expect({ card: String(card).slice(0, 60), status: res.status, message: res.body.message }).toEqual({
        card: String(card).slice(0, 60),
        status: 400,
        message: NOT_A_CARD,
      });
    }
    expect((await importCard(token, { card: 42 })).status).toBe(400);
    expect((await importCard(token, {})).status).toBe(400);
    expect(await mine(token)).toEqual([]);
  });

  it('refuses huge fields and files with a clear 4xx', async () => {
    const { token } = await signUp(api.url);
    const v2 = cardFixture('v2-extensions.json') as { data: Record<string, unknown> };
    const long = await importCard(token, {
      card: jsonCard({ ...v2, data: { ...v2.data, description: 'a '.repeat(40_000) } }),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('description must be at most 50000 characters');
    const name = await importCard(token, { card: jsonCard({ ...v2, data: { ...v2.data, name: 'M'.repeat(201) } }) });
    expect(name.body).toMatchObject({ statusCode: 400, message: 'name must be at most 200 characters' });
    const many = await importCard(token, {
      card: jsonCard({ ...v2, data: { ...v2.data, alternate_greetings: Array(500).fill('Hi') } }),
    });
    expect(many.status).toBe(400);
    const huge = await importCard(token, { card: 'data:image/png;base64,' + 'A'.repeat(16 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    const unauthenticated = await call(api.url, 'POST', '/api/girls/import', { body: { card: jsonCard(v2) } });
    expect(unauthenticated.status).toBe(401);
  });
});
