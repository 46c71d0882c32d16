import type { Client } from 'pg';

import type { ImportCardResponse } from '../src/contracts';
import { cardFixture, jsonCard } from './support/card-files';
import { openDb } from './support/db';
import { call, signUp } from './support/http';
import { type RunningApi, startApi } from './support/in-process';

let api: RunningApi;
let db: Client;
let token: string;
beforeAll(async () => {
  api = await startApi({ JOBS_PER_MINUTE: '0' });
  db = await openDb();
  token = (await signUp(api.url)).token;
});
afterAll(async () => {
  await db.end();
  await api.close();
});

/** A girl of this person's whose name is `name` as stored (the wizard and the import have their own checks). */
async function girlNamed(name: string): Promise<string> {
  const res = await call<ImportCardResponse>(api.url, 'POST', '/api/girls/import', {
    token,
    body: { card: jsonCard(cardFixture('v1.json')) },
  });
  expect(res.status).toBe(201);
  await db.query('UPDATE girls SET name = $2 WHERE id = $1', [res.body.girl.id, name]);
  return res.body.girl.id;
}

/** The file names a Content-Disposition gives: the ASCII one and the UTF-8 one (decoded). */
function fileNames(header: string | null): { ascii: string; utf8: string } {
  const match = /^attachment; filename="([\x20-\x7e]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+.^_`|~%-]+)$/.exec(
    header ?? '',
  );
  if (!match) throw new Error(`not a valid Content-Disposition: ${header}`);
  expect(match[1]).not.toMatch(/["\\/]/);
  return { ascii: match[1], utf8: decodeURIComponent(match[2]) };
}

async function downloads(id: string) {
  const out: { ascii: string; utf8: string }[] = [];
  for (const path of [
    `/api/girls/${id}/card.json`,
    `/api/girls/${id}/card.png`,
    `/api/chats/${id}/export?format=txt`,
  ]) {
    const res = await fetch(api.url + path, { headers: { authorization: `Bearer ${token}` } });
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    await res.arrayBuffer();
    out.push(fileNames(res.headers.get('content-disposition')));
  }
  return out;
}

const FORMAT_OR_CONTROL = /[\p{Cf}\p{Cc}\p{Cs}]/u;

describe('download file names', () => {
  it('a name with an emoji at the 60th character is cut by whole graphemes, never split (200, not 500)', async () => {
    for (const emoji of ['💋', '👩‍❤️‍👩', '🇵🇹']) {
      const name = 'a'.repeat(59) + emoji + ' and more';
      const [json, png, chat] = await downloads(await girlNamed(name));
      expect(json.utf8).toBe(`${'a'.repeat(59)}${emoji}.json`);
      expect(png.utf8).toMatch(/\.png$/);
      expect(chat.utf8.startsWith('chat-aaaa')).toBe(true);
      expect(json.ascii).toBe(`${'a'.repeat(59)}.json`);
    }
  });

  it('bidi overrides and other format characters never reach a file name', async () => {
    const [json, png, chat] = await downloads(await girlNamed('Mia\u202egnp.exe\u2066\u200b'));
    for (const { ascii, utf8 } of [json, png, chat]) {
      expect(utf8).not.toMatch(FORMAT_OR_CONTROL);
      expect(ascii).not.toMatch(FORMAT_OR_CONTROL);
    }
    expect(json.utf8).toBe('Miagnp.exe.json');
    expect(chat.utf8).toBe('chat-Miagnp.exe.txt');
  });

  it('a name of only format characters, or of path characters, falls back to a plain name', async () => {
    const [json, png, chat] = await downloads(await girlNamed('\u202e\u2066\u200b\u200d'));
    expect([json, png, chat]).toEqual([
      { ascii: 'character.json', utf8: 'character.json' },
      { ascii: 'character.png', utf8: 'character.png' },
      { ascii: 'chat-Her.txt', utf8: 'chat-Her.txt' },
    ]);
    const [path] = await downloads(await girlNamed('../../etc/passwd\u0007'));
    expect(path.utf8).not.toMatch(/[/\\]/);
    expect(path.utf8).not.toContain('\u0007');
    const [accents] = await downloads(await girlNamed('Zoë "Ana" (Lisboa)*'));
    expect(accents).toEqual({ ascii: 'Zoe-Ana-Lisboa.json', utf8: 'Zoë Ana (Lisboa).json' });
  });
});
