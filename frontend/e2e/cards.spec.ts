/**
 * Character cards in the browser (issue 18, items 3 to 5): a PNG card picked in the page is
 * previewed, her appearance answers changed and she is saved; her card is downloaded as PNG from her
 * profile and that file, picked again, gives the same girl; a file that is not a card reads
 * 'This file is not a character card.' in place; her chat downloads as JSONL. Desktop and 375 px.
 */
import { readFile } from 'node:fs/promises';

import type { Girl } from '@contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { base64Json, cardFixture, pngWith, tEXtChunks } from '../../backend/test/support/card-files';
import { signUp } from './support/accounts';
import { browserPages, type PageSession, screenshot, visible } from './support/browser';

const baseUrl = inject('baseUrl');
const MOBILE = { width: 375, height: 812 };
const pages = browserPages({ adult: true });

const cardInput = (page: Page) => page.getByLabel('Character card file', { exact: true });

async function importFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto('/mygirls');
  await page.getByRole('button', { name: 'Import character card' }).click();
  await cardInput(page).setInputFiles(file);
}

async function download(page: Page, name: string) {
  const link = await visible(page.getByRole('link', { name, exact: true }));
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), link.click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

const girlOf = async (session: PageSession, id: string): Promise<Girl> =>
  (await session.context.request.get(`/api/girls/${id}`)).json() as Promise<Girl>;
const chatId = (page: Page) => new URL(page.url()).pathname.replace('/chat/', '');

describe('character cards', () => {
  it('imports a PNG card picked in the page, exports her card as PNG, and the re-imported download is the same girl', async () => {
    const session = await pages.open(baseUrl);
    const { page } = session;
    await signUp(session.context);
    const png = await pngWith([
      { type: 'tEXt', keyword: 'chara', text: base64Json(cardFixture('v2-extensions.json')) },
    ]);
    await importFile(page, { name: 'seraphina.png', mimeType: 'image/png', buffer: png });

    await visible(page.getByRole('heading', { name: 'Seraphina' }));
    await visible(page.getByText('warm, curious, a little teasing'));
    await visible(page.getByText('Greetings (3)'));
    await visible(page.getByRole('img', { name: 'Portrait of Seraphina' }));
    await page.getByLabel('Hair', { exact: true }).fill('Long Auburn Waves');
    await screenshot(page, 'cards-import-preview');
    await page.getByRole('button', { name: 'Import Seraphina' }).click();

    await page.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
    const first = await girlOf(session, chatId(page));
    expect(first).toMatchObject({ name: 'Seraphina', hair: 'Long Auburn Waves' });
    expect(first.imageUrl).toMatch(/^\/media\//);
    // her first message is one of the card's greetings
    await visible(page.getByText(/Seraphina (looks up from the ferns|smiles|laughs)/).first());

    const card = await download(page, 'Export card (PNG)');
    expect(card.name).toBe('Seraphina.png');
    const embedded = JSON.parse(Buffer.from(tEXtChunks(card.bytes).get('chara')!, 'base64').toString('utf8')) as {
      data: { extensions: Record<string, unknown> };
    };
    expect(embedded.data.extensions.some_other_app).toEqual({ voice: 'soft', ids: [1, 2, 3] });

    const chat = await download(page, 'Export chat (JSONL)');
    expect(chat.name).toBe('chat-Seraphina.jsonl');
    expect(JSON.parse(chat.bytes.toString('utf8').split('\n')[0])).toMatchObject({ sender: 'ai', name: 'Seraphina' });

    await importFile(page, { name: card.name, mimeType: 'image/png', buffer: card.bytes });
    await expect
      .poll(() => page.getByLabel('Hair', { exact: true }).inputValue(), { timeout: 15_000 })
      .toBe('Long Auburn Waves');
    await page.getByRole('button', { name: 'Import Seraphina' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/chat/') && !url.pathname.endsWith(first.id));
    const again = await girlOf(session, chatId(page));
    const same = ({ id: _i, imageUrl: _u, createdAt: _c, pics: _p, ...rest }: Girl) => rest;
    expect(same(again)).toEqual(same(first));
  });

  it("says 'This file is not a character card.' in place for a PNG without a card, at 375 px", async () => {
    const session = await pages.open(baseUrl, { viewport: MOBILE });
    const { page } = session;
    await signUp(session.context);
    await importFile(page, { name: 'plain.png', mimeType: 'image/png', buffer: await pngWith([]) });
    await visible(page.getByRole('alert').filter({ hasText: 'This file is not a character card.' }));
    expect(await page.getByRole('button', { name: /^Import / }).count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'cards-not-a-card-375');
  });
});
