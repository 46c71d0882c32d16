import { deflateSync } from 'node:zlib';

import type { ApiError, CardPreview, ImportCardResponse } from '../src/contracts';
import { base64Json, cardFixture, dataUrl, pngChunk, pngWith, withChunks, zTXt } from './support/card-files';
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
const importPng = (png: Buffer, preview = false) =>
  call<Answer>(api.url, 'POST', '/api/girls/import', { token, body: { card: dataUrl(png, 'image/png'), preview } });
const MiB = 1024 * 1024;
const card = () => base64Json(cardFixture('v2-extensions.json'));
/** 8 MiB of zeros, deflated: about 8 KB. */
const bomb = deflateSync(Buffer.alloc(8 * MiB));
const TOO_LARGE = 'This character card is too large.';

describe('PNG cards: only the card chunks are read, within a budget', () => {
  it('skips every other text chunk without inflating it: 100 zTXt bombs of 8 MiB and junk that is not deflate', async () => {
    const plain = await pngWith([{ type: 'tEXt', keyword: 'chara', text: card() }]);
    const junk = zTXt('Comment', Buffer.from('this is not deflate'));
    const bombs = Array.from({ length: 100 }, (_, i) => zTXt(`Bomb${i}`, bomb));
    const png = withChunks(plain, [junk, ...bombs]);
    expect(png.length).toBeLessThan(2 * MiB);
    // how long the event loop is held meanwhile is measured by bench/stalls.mjs, not here
    const res = await importPng(png, true);
    expect(res.status).toBe(200);
    expect(res.body.preview.name).toBe('Seraphina');
  });

  it('a card chunk that inflates past 8 MiB answers 413 with a clear message, in zTXt or iTXt, never a 500', async () => {
    const big = deflateSync(Buffer.alloc(64 * MiB, 'A'));
    const itxt = (deflated: Buffer) => Buffer.concat([Buffer.from('ccv3\0\x01\0en\0\0', 'latin1'), deflated]);
    const plain = await pngWith([]);
    for (const png of [withChunks(plain, [zTXt('chara', big)]), withChunks(plain, [pngChunk('iTXt', itxt(big))])]) {
      const res = await importPng(png);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ statusCode: 413, message: TOO_LARGE, error: 'Payload Too Large' });
    }
  });

  it('counts chara and ccv3 together against the 8 MiB: two chunks of 5 MiB answer 413', async () => {
    const five = deflateSync(Buffer.alloc(5 * MiB, 'A'));
    const png = withChunks(await pngWith([]), [zTXt('chara', five), zTXt('ccv3', five)]);
    const res = await importPng(png);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(TOO_LARGE);
  });

  it('a second chara (or ccv3) chunk answers 400, the preview as the import', async () => {
    for (const keyword of ['chara', 'ccv3']) {
      const png = await pngWith([
        { type: 'tEXt', keyword, text: card() },
        { type: 'zTXt', keyword, text: card() },
      ]);
      for (const preview of [true, false]) {
        const res = await importPng(png, preview);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(`This character card has more than one ${keyword} chunk.`);
      }
    }
  });

  it('a chara text whose JSON is past the 2 Mi-character limit answers 413', async () => {
    const png = await pngWith([{ type: 'zTXt', keyword: 'chara', text: 'QUFB'.repeat(2 * MiB) }]);
    const res = await importPng(png);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(TOO_LARGE);
  });
});
