import { Client } from 'pg';

import type {
  ApiError,
  CharacterCardV2,
  ChatExportLine,
  CreateGirlResponse,
  Girl,
  ImportCardResponse,
} from '../src/contracts';
import { GREETINGS } from '../src/modules/chat/greetings';
import { base64Json, cardFixture, dataUrl, jsonCard, pngWith, tEXtChunks } from './support/card-files';
import { call, signUp } from './support/http';
import { type RunningApi, startApi } from './support/in-process';

let api: RunningApi;
let db: Client;
beforeAll(async () => {
  api = await startApi();
  db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await api.close();
  await db.end();
});

const importCard = async (token: string, card: string) => {
  const res = await call<ImportCardResponse & ApiError>(api.url, 'POST', '/api/girls/import', {
    token,
    body: { card },
  });
  expect(res.status).toBe(201);
  return res.body.girl;
};
const download = async (token: string, path: string) => {
  const res = await fetch(api.url + path, { headers: { authorization: `Bearer ${token}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};
const cardJson = async (token: string, id: string) =>
  (await call<CharacterCardV2>(api.url, 'GET', `/api/girls/${id}/card.json`, { token })).body;
const who = ({ id: _id, imageUrl: _image, createdAt: _created, pics: _pics, ...rest }: Girl) => rest;

describe('exporting a character card', () => {
  it('exports an imported card as JSON and PNG with its unknown fields and extensions, and re-importing the PNG gives the same girl', async () => {
    const { token } = await signUp(api.url);
    const source = cardFixture('v2-extensions.json') as { data: Record<string, unknown> };
    const girl = await importCard(
      token,
      dataUrl(await pngWith([{ type: 'tEXt', keyword: 'chara', text: base64Json(source) }]), 'image/png'),
    );

    const json = await download(token, `/api/girls/${girl.id}/card.json`);
    expect(json.res.status).toBe(200);
    expect(json.res.headers.get('content-disposition')).toMatch(/^attachment; filename="Seraphina\.json"/);
    const card = JSON.parse(json.bytes.toString('utf8')) as CharacterCardV2;
    expect(card).toMatchObject({
      spec: 'chara_card_v2',
      spec_version: '2.0',
      x_exporter_note: 'kept at the top level',
    });
    const { extensions, ...data } = source.data as { extensions: Record<string, unknown> };
    expect(card.data).toMatchObject(data);
    expect(card.data.extensions).toMatchObject(extensions);

    const png = await download(token, `/api/girls/${girl.id}/card.png`);
    expect(png.res.status).toBe(200);
    expect(png.res.headers.get('content-type')).toBe('image/png');
    expect(png.res.headers.get('content-disposition')).toMatch(/^attachment; filename="Seraphina\.png"/);
    const embedded: unknown = JSON.parse(Buffer.from(tEXtChunks(png.bytes).get('chara')!, 'base64').toString('utf8'));
    expect(embedded).toEqual(card);

    const again = await importCard(token, dataUrl(png.bytes, 'image/png'));
    expect(again.id).not.toBe(girl.id);
    expect(who(again)).toEqual(who(girl));
    expect(again.imageUrl).toEqual(expect.stringMatching(/^\/media\//));
    expect(await cardJson(token, again.id)).toEqual(card);
  });

  it('exports a wizard girl with her looks, style and traits, and her re-import is the same girl', async () => {
    const { token } = await signUp(api.url);
    const created = await call<CreateGirlResponse>(api.url, 'POST', '/api/girls', {
      token,
      body: {
        name: 'Mia',
        eyes: 'Green',
        hair: 'Auburn Curls',
        body: 'Curvy',
        skin: 'Olive',
        personality: ['Playful', 'Witty'],
        style: 'Anime',
      },
    });
    const girl = created.body.girl;
    await db.query('UPDATE girls SET bio = $2 WHERE id = $1', [girl.id, 'A 25-year-old painter from Lisbon.']);
    const card = await cardJson(token, girl.id);
    expect(card.data).toMatchObject({
      name: 'Mia',
      description: 'A 25-year-old painter from Lisbon.',
      personality: 'Playful, Witty',
    });
    // she greets with one of the 7: her card carries them all, so her greeting is not lost
    expect([card.data.first_mes, ...card.data.alternate_greetings].sort()).toEqual([...GREETINGS].sort());

    const png = await download(token, `/api/girls/${girl.id}/card.png`);
    expect(png.res.status).toBe(200);
    const again = await importCard(token, dataUrl(png.bytes, 'image/png'));
    expect(who(again)).toEqual({ ...who(girl), bio: 'A 25-year-old painter from Lisbon.' });
    expect((await cardJson(token, again.id)).data).toEqual(card.data);
    const jsonAgain = await importCard(token, jsonCard(card));
    expect(who(jsonAgain)).toEqual(who(again));
  });

  it('is for her owner only: anyone else gets 404, and without a session 401', async () => {
    const owner = await signUp(api.url);
    const other = await signUp(api.url);
    const girl = await importCard(owner.token, jsonCard(cardFixture('v1.json')));
    for (const path of [`/api/girls/${girl.id}/card.json`, `/api/girls/${girl.id}/card.png`]) {
      expect((await download(other.token, path)).res.status).toBe(404);
      expect((await fetch(api.url + path)).status).toBe(401);
    }
    expect((await download(owner.token, '/api/girls/not-a-uuid/card.json')).res.status).toBe(404);
    expect((await download(owner.token, '/api/girls/00000000-0000-4000-8000-000000000000/card.png')).res.status).toBe(
      404,
    );
  });
});

describe('exporting a chat', () => {
  it('downloads the whole chat as JSONL or text, leaving out failed replies, for this person only', async () => {
    const { token, user } = await signUp(api.url);
    const girl = await importCard(token, jsonCard(cardFixture('v1.json')));
    await call(api.url, 'GET', `/api/chats/${girl.id}`, { token });
    await db.query(
      `INSERT INTO chat_messages (user_id, girl_id, sender, text) VALUES ($1, $2, 'user', 'Sing me something'), ($1, $2, 'ai', 'Fly me to the moon...')`,
      [user.id, girl.id],
    );
    await db.query(
      `INSERT INTO chat_messages (user_id, girl_id, sender, text, failed) VALUES ($1, $2, 'ai', 'Sorry, something went wrong. Please try again.', true)`,
      [user.id, girl.id],
    );
    await db.query(
      `INSERT INTO chat_messages (user_id, girl_id, sender, text, loading) VALUES ($1, $2, 'ai', 'half a rep', true)`,
      [user.id, girl.id],
    );

    const jsonl = await download(token, `/api/chats/${girl.id}/export?format=jsonl`);
    expect(jsonl.res.status).toBe(200);
    expect(jsonl.res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    expect(jsonl.res.headers.get('content-disposition')).toMatch(/^attachment; filename="chat-Ivy\.jsonl"/);
    const lines = jsonl.bytes
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as ChatExportLine);
    expect(lines.map(({ sender, name, text }) => ({ sender, name, text }))).toEqual([
      { sender: 'ai', name: 'Ivy', text: `Hey there, ${user.username}. Stay for one more song?` },
      { sender: 'user', name: user.username, text: 'Sing me something' },
      { sender: 'ai', name: 'Ivy', text: 'Fly me to the moon...' },
    ]);

    const txt = await download(token, `/api/chats/${girl.id}/export?format=txt`);
    expect(txt.res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = txt.bytes.toString('utf8');
    expect(text).toMatch(
      new RegExp(`${user.username}: Sing me something\\n\\n\\[[^\\]]+\\] Ivy: Fly me to the moon\\.\\.\\.\\n$`),
    );
    expect(text).not.toMatch(/Sorry, something went wrong|half a rep/);

    const other = await signUp(api.url);
    expect((await download(other.token, `/api/chats/${girl.id}/export?format=jsonl`)).bytes.toString('utf8')).toBe('');
    expect((await download(token, `/api/chats/${girl.id}/export?format=pdf`)).res.status).toBe(400);
    expect((await download(token, '/api/chats/00000000-0000-4000-8000-000000000000/export')).res.status).toBe(404);
  });

  it('dates her reply when she sent it, not with the message it answers', async () => {
    const { token } = await signUp(api.url);
    const girl = await importCard(token, jsonCard(cardFixture('v1.json')));
    await call(api.url, 'GET', `/api/chats/${girl.id}`, { token });
    const sent = await call<{ message: { createdAt: string }; asked: { createdAt: string } }>(
      api.url,
      'POST',
      '/api/girl-chat',
      { token, body: { girlId: girl.id, newUserMessage: 'Tell me about your day' } },
    );
    expect(sent.status).toBe(200);
    const lines = (await download(token, `/api/chats/${girl.id}/export?format=jsonl`)).bytes
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as ChatExportLine);
    const [, mine, hers] = lines;
    expect(mine.text).toBe('Tell me about your day');
    expect(Date.parse(hers.createdAt)).toBeGreaterThan(Date.parse(mine.createdAt));
    expect(hers.createdAt).toBe(new Date(sent.body.message.createdAt).toISOString());
  });
});

describe('the OpenAPI document', () => {
  it('lists the card and chat export endpoints', async () => {
    const doc = (await call<{ paths: Record<string, Record<string, unknown>> }>(api.url, 'GET', '/api/docs-json')).body;
    expect(Object.keys(doc.paths['/api/girls/import'])).toEqual(['post']);
    expect(doc.paths['/api/girls/{id}/card.png']).toHaveProperty('get');
    expect(doc.paths['/api/girls/{id}/card.json']).toHaveProperty('get');
    expect(doc.paths['/api/chats/{girlId}/export']).toHaveProperty('get');
  });
});
