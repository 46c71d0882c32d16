/**
 * Issue 4, chat, as a user sees it in Chromium against the real built app (offline persona writer and
 * image renderer): her bio, a new look with its progress bar, and the other girls to talk to.
 */
import { describe, expect, inject, it } from 'vitest';

import { browserPages, hidden, type OpenOptions, shot, visible } from './support/browser';
import { createGirl, getGirl, girlWithPortrait, installPushGate, loadedImage, waitForJob } from './support/girls';

const baseUrl = inject('baseUrl');
const pages = browserPages({ adult: true });
const open = (options: OpenOptions = {}) => pages.open(baseUrl, options);

describe('chat: her page', () => {
  it('writes her bio, gives her a new look with a progress bar, and lists other girls to talk to', async () => {
    // two girls of someone else, with their portraits
    const others = await open();
    await girlWithPortrait(others, 'Celeste', { hair: 'Silver Pixie' });
    const jade = await createGirl(others.context, { name: 'Jade', hair: 'Teal Mermaid' });
    await waitForJob(others.context, jade.jobId);

    const session = await open();
    const { page } = session;
    const { girl } = await girlWithPortrait(session, 'Rosa', { hair: 'Fiery Red' });
    const gate = await installPushGate(page);
    await page.goto(`/chat/${girl.id}`);
    const profile = page.getByRole('region', { name: 'Rosa', exact: true });
    const portrait = profile.getByRole('img', { name: 'Rosa', exact: true });
    const oldSrc = await loadedImage(page, portrait);
    await gate.ready;

    // bio: written, shown, stored
    await visible(profile.getByText('No bio yet.'));
    await profile.getByRole('button', { name: 'Generate Bio' }).click();
    await hidden(profile.getByText('No bio yet.'), 30_000);
    expect(await profile.getByRole('button', { name: /Generate Bio|Generating/ }).count()).toBe(0);
    const bio = (await getGirl(session.context, girl.id)).bio;
    expect(bio && bio.length).toBeGreaterThan(20);
    await visible(profile.getByText(bio!, { exact: true }));

    // new look: the button busy, the bar over her portrait, then the new picture
    gate.hold();
    await profile.getByRole('button', { name: 'Generate New Look' }).click();
    // asked first (her current portrait stays in her gallery)
    await page
      .getByRole('alertdialog', { name: 'Give Rosa a new look?' })
      .getByRole('button', { name: 'Generate New Look' })
      .click();
    const busy = profile.getByRole('button', { name: 'Generating...' });
    await visible(busy);
    expect(await busy.isDisabled()).toBe(true);
    const bar = profile.getByRole('progressbar', { name: 'Portrait of Rosa' });
    await visible(bar);
    await expect
      .poll(() => gate.held(), { timeout: 60_000, message: 'the job:completed push of the new look' })
      .toBe(1);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await shot(page, 'chat-new-look-progress');
    gate.release();
    await hidden(bar);
    await expect.poll(() => portrait.getAttribute('src'), { timeout: 15_000 }).not.toBe(oldSrc);
    await loadedImage(page, portrait);
    await visible(profile.getByRole('button', { name: 'Generate New Look' }));
    expect((await getGirl(session.context, girl.id)).imageUrl).toBe(await portrait.getAttribute('src'));

    // Talk to Other Girls: up to six others, each with her picture, leading to her chat
    const list = page.getByRole('region', { name: 'Talk to Other Girls' });
    await visible(list);
    const links = list.getByRole('link');
    await expect.poll(() => links.count()).toBeGreaterThanOrEqual(2);
    const count = await links.count();
    expect(count).toBeLessThanOrEqual(6);
    for (let i = 0; i < count; i++) {
      const href = await links.nth(i).getAttribute('href');
      expect(href).toMatch(/^\/chat\/[\w-]+$/);
      expect(href).not.toBe(`/chat/${girl.id}`);
      await loadedImage(page, links.nth(i).getByRole('img'));
    }
    await shot(page, 'chat-profile');
    const target = links.first();
    const name = await target.getByRole('img').getAttribute('alt');
    const href = await target.getAttribute('href');
    await target.click();
    await page.waitForURL((url) => url.pathname === href);
    await visible(page.getByRole('heading', { level: 1, name: name! }));
  });
});
