/**
 * Issue 13, item 6, in Chromium against the built app: a reader reports a feed post as showing a
 * minor; it leaves their feed at once and, by push, another user's open feed; the admin removes it
 * on /admin/reports and its image URL answers 404 from then on. Screenshots at 1280x800 and 375x812.
 */
import type { JobCompletedEvent } from '@contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { PASSWORD, signUp } from './support/accounts';
import { browserPages, hidden, screenshot, socketConnected, visible } from './support/browser';
import { createGirl, waitForJob } from './support/girls';

const baseUrl = inject('baseUrl');
const adminUsername = inject('adminUsername');
const MOBILE = { width: 375, height: 812 };

const pages = browserPages({ adult: true });
const open = (options: { viewport?: { width: number; height: number } } = {}) => pages.open(baseUrl, options);

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  return screenshot(page, name, { fullPage: false });
}

/** A feed post made the way the pics page makes one; answers its id and image URL. */
async function newPost(name: string): Promise<{ postId: string; imageUrl: string }> {
  const owner = await open();
  await signUp(owner.context);
  const { girl, jobId } = await createGirl(owner.context, { name });
  await waitForJob(owner.context, jobId);
  const res = await owner.context.request.post(`/api/girls/${girl.id}/pics`, { data: { preset: 'Restaurant' } });
  const result = (await waitForJob(owner.context, ((await res.json()) as { jobId: string }).jobId)) as Extract<
    JobCompletedEvent,
    { kind: 'pics' }
  >['result'];
  return { postId: result.post.id, imageUrl: result.post.imageUrl };
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('img', { name, exact: true }) });

describe('reports and takedown', () => {
  it('hides a reported post from the reporter and, by push, from another open feed; the admin removes it and its file is gone', async () => {
    const { imageUrl } = await newPost('Odessa');

    // another user's browser, with the feed open and its socket connected
    const other = await open();
    await signUp(other.context);
    const connected = socketConnected(other.page);
    await other.page.goto('/feed');
    await connected;
    await visible(card(other.page, 'Odessa'));

    const reader = await open();
    await signUp(reader.context);
    await reader.page.goto('/feed');
    await visible(card(reader.page, 'Odessa'));
    await shot(reader.page, 'reports-feed');
    await reader.page.getByRole('button', { name: 'Report picture of Odessa' }).first().click();
    const dialog = reader.page.getByRole('dialog', { name: 'Report this picture of Odessa' });
    await visible(dialog);
    await dialog.getByRole('radio', { name: 'Someone in it looks under 18' }).check();
    await dialog.getByRole('textbox', { name: /Anything else/ }).fill('She looks about 14.');
    await shot(reader.page, 'reports-dialog');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await visible(dialog.getByText("Thanks — we'll review it."));
    await hidden(card(reader.page, 'Odessa'));
    await shot(reader.page, 'reports-thanks');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await hidden(dialog);

    // the other tab drops it by push, without a reload
    await hidden(card(other.page, 'Odessa'));

    // the admin's queue: the picture, the reason and its count, the note
    const admin = await open();
    await signUp(admin.context, adminUsername);
    await admin.page.goto('/feed');
    await visible(admin.page.getByRole('link', { name: 'Reports' }));
    await admin.page.getByRole('link', { name: 'Reports' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/admin/reports');
    const report = admin.page.getByRole('listitem', { name: 'Report of a picture of Odessa' });
    await visible(report);
    expect(await report.getByRole('list', { name: 'Reasons' }).innerText()).toContain(
      'Someone in it looks under 18 × 1',
    );
    expect(await report.getByText('“She looks about 14.”').count()).toBe(1);
    await shot(admin.page, 'reports-admin');
    expect((await admin.context.request.get(imageUrl)).status()).toBe(200);

    await report.getByRole('button', { name: 'Remove' }).click();
    await hidden(report);
    expect((await admin.context.request.get(imageUrl)).status()).toBe(404);
    expect((await fetch(baseUrl + imageUrl)).status).toBe(404);
  });

  it('shows everyone else the 404 page at /admin/reports and no Reports link in the menu', async () => {
    const { page, context } = await open({ viewport: MOBILE });
    await signUp(context);
    await page.goto('/admin/reports');
    await visible(page.getByRole('heading', { name: 'Page not found' }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.getByRole('link', { name: 'Reports' }).count()).toBe(0);
  });

  it('looks right on a phone: the feed with its Report buttons, the dialog and the admin page', async () => {
    await newPost('Maren');
    const reader = await open({ viewport: MOBILE });
    await signUp(reader.context);
    await reader.page.goto('/feed');
    await visible(card(reader.page, 'Maren'));
    await shot(reader.page, 'reports-feed-mobile');
    await reader.page.getByRole('button', { name: 'Report picture of Maren' }).first().click();
    const dialog = reader.page.getByRole('dialog');
    await visible(dialog);
    await dialog.getByRole('radio', { name: 'Something else' }).check();
    await shot(reader.page, 'reports-dialog-mobile');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await visible(dialog.getByText("Thanks — we'll review it."));
    await reader.page.keyboard.press('Escape');
    await hidden(dialog);

    const admin = await open({ viewport: MOBILE });
    const res = await admin.context.request.post('/api/auth/signin', {
      data: { username: adminUsername, password: PASSWORD },
    });
    if (res.status() !== 200) await signUp(admin.context, adminUsername);
    await admin.page.goto('/admin/reports');
    await visible(admin.page.getByRole('heading', { name: 'Reports', level: 1 }));
    await shot(admin.page, 'reports-admin-mobile');
  });
});
