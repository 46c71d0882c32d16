/**
 * Issue 28, finding one's way (Chromium, the built app): the Tools menu and Premium in the header at
 * every width, "Try for free" opening account creation, and My Girls leading back to the last chat.
 */
import { TOOLS } from '@contracts';
import { describe, expect, inject, it } from 'vitest';

import { signUp } from './support/accounts';
import { browserPages, screenshot, visible } from './support/browser';
import { createGirl, waitForJob } from './support/girls';

const baseUrl = inject('baseUrl');
const pages = browserPages({ adult: true });

describe('navigation', () => {
  it('has the Tools menu and Premium in the header, and "Try for free" opens Create Account', async () => {
    const { page } = await pages.open(baseUrl);
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    expect(await main.getByRole('link', { name: 'Premium' }).getAttribute('href')).toBe('/subscriptions');
    const tools = main.getByRole('button', { name: 'Tools' });
    await tools.click();
    const list = page.getByRole('list', { name: 'Tools' });
    await visible(list);
    expect(await list.getByRole('link').allInnerTexts()).toEqual(TOOLS.map((t) => t.label));
    await screenshot(page, 'nav-tools-menu', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect.poll(() => list.count()).toBe(0);
    expect(await tools.evaluate((el) => el === document.activeElement)).toBe(true);
    await tools.click();
    await list.getByRole('link', { name: TOOLS[0].label }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/${TOOLS[0].pagePath}`);

    await page.goto('/');
    const start = page.getByRole('link', { name: 'Try for free' });
    expect(await start.getAttribute('href')).toBe('/signin');
    await start.click();
    await visible(page.getByRole('heading', { name: 'Create Account' }));
  });

  it('on a phone, the menu holds the tools and Premium', async () => {
    const { page } = await pages.open(baseUrl, { viewport: { width: 390, height: 844 } });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const tools = page.getByRole('banner').getByRole('navigation', { name: 'Tools' });
    expect(await tools.getByRole('link').count()).toBe(TOOLS.length);
    await visible(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Premium' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'nav-mobile-menu', { fullPage: false });
    await tools.getByRole('link', { name: TOOLS[1].label }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/${TOOLS[1].pagePath}`);
  });

  it('puts the girl last chatted with first on My Girls, with her last message and Continue', async () => {
    const { page, context } = await pages.open(baseUrl);
    await signUp(context);
    const older = await createGirl(context, { name: 'Alba' });
    const newer = await createGirl(context, { name: 'Brisa' });
    await waitForJob(context, older.jobId);
    await waitForJob(context, newer.jobId);
    await context.request.get(`/api/chats/${older.girl.id}`);
    const sent = await context.request.post('/api/girl-chat', {
      data: { girlId: older.girl.id, newUserMessage: 'See you tomorrow at the market' },
    });
    expect(sent.status()).toBe(200);
    const reply = ((await sent.json()) as { response: string }).response;

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/mygirls');
    const last = page.getByRole('region', { name: 'Last chat: Alba' });
    await visible(last);
    expect((await last.innerText()).replace(/\s+/g, ' ')).toContain(`Alba: ${reply.slice(0, 20)}`);
    const names = page.getByRole('listitem').getByRole('heading', { level: 2 });
    expect(await names.allInnerTexts()).toEqual(['Alba', 'Brisa']);
    // names are isolated, so one written right to left (or with stray controls) cannot turn the page around
    expect(await names.locator('bdi').count()).toBe(2);
    await screenshot(page, 'mygirls-continue');
    await last.getByRole('link', { name: 'Continue' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/chat/${older.girl.id}`);
  });
});
