/**
 * Issue 30, item 2, as a person sees it in Chromium against the real built app (offline persona
 * writer): what she learns from a message shows on her profile under "What she remembers", she answers
 * a question about it, and the person pins, edits (by keyboard) and adds memories, kept after a reload.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { signUp } from './support/accounts';
import { browserPages, screenshot, visible } from './support/browser';
import { createGirl, makeSubscriber } from './support/girls';

const baseUrl = inject('baseUrl');
const database = inject('database');
const pages = browserPages({ adult: true });

const panelOf = (page: Page) => page.getByRole('region', { name: 'What she remembers' });
const items = (panel: Locator) => panel.getByRole('list', { name: 'What she remembers' }).getByRole('listitem');

async function say(page: Page, text: string): Promise<string> {
  const input = page.getByRole('textbox', { name: 'Message to Nora' });
  await input.fill(text);
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/girl-chat',
    { timeout: 30_000 },
  );
  await input.press('Enter');
  return ((await (await answered).json()) as { response: string }).response;
}

describe('what she remembers', () => {
  it('learns from a message, answers from it, and the person pins, edits and adds memories', async () => {
    const { page, context } = await pages.open(baseUrl);
    const username = await signUp(context);
    await makeSubscriber(database, username);
    const { girl } = await createGirl(context, { name: 'Nora' });
    await page.goto(`/chat/${girl.id}`);
    const panel = panelOf(page);
    await visible(panel.getByText(/Nothing yet/));

    await say(page, 'My sister Anna is visiting, and my birthday is May 3rd!');
    await visible(panel.getByText('Sister: Anna', { exact: true }));
    await visible(panel.getByText('Birthday: May 3', { exact: true }));
    await visible(panel.getByText(/From your message of/).first());
    expect(await say(page, "What's my sister's name?")).toContain('Anna');

    // pin by keyboard: it moves to the top, marked pinned
    await panel.getByRole('button', { name: 'Pin "Sister: Anna"' }).focus();
    await page.keyboard.press('Enter');
    await visible(panel.getByRole('button', { name: 'Unpin "Sister: Anna"' }));
    await expect.poll(() => items(panel).first().innerText()).toContain('Sister: Anna');

    // edit in place: Enter saves
    await panel.getByRole('button', { name: 'Edit "Birthday: May 3"' }).click();
    const field = panel.getByRole('textbox', { name: 'Edit memory' });
    await field.fill('Birthday: May 4');
    await field.press('Enter');
    await visible(panel.getByText('Birthday: May 4', { exact: true }));

    // one of the person's own
    const add = panel.getByLabel('Add something for her to remember');
    await add.fill('I am allergic to cats');
    await add.press('Enter');
    await visible(panel.getByText('I am allergic to cats', { exact: true }));
    await visible(panel.getByText('Added by you'));
    await screenshot(page, 'memories-panel');

    await page.reload();
    await visible(panel.getByText('Birthday: May 4', { exact: true }));
    const texts = await items(panel).allInnerTexts();
    expect(texts.map((t) => t.split('\n')[0])).toEqual([
      'Pinned I am allergic to cats',
      'Pinned Sister: Anna',
      'Birthday: May 4',
    ]);
  });
});
