/**
 * Issue 28, in a chat as people use it (Chromium, the built app, offline providers): a picture asked for
 * in everyday words or with the camera button, the composer ready to type when her chat opens, and
 * when each message was sent (its time on hover, a line for the day).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { signUp } from './support/accounts';
import { browserPages, screenshot, visible } from './support/browser';
import { createGirl, makeSubscriber, waitForJob } from './support/girls';

const baseUrl = inject('baseUrl');
const database = inject('database');
const pages = browserPages({ adult: true });

/** Waits for the answer to the next POST /api/girl-chat after `act`. */
async function chatAnswer(page: Page, act: () => Promise<void>) {
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/girl-chat' && r.request().method() === 'POST',
    { timeout: 30_000 },
  );
  await act();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { message: { id: string }; jobId?: string; asked: { text: string } };
}

/** Her picture in the message with that id, loaded. */
async function pictureShown(log: Locator, id: string) {
  const image = log.locator(`li[data-message-id="${id}"]`).getByRole('img');
  await visible(image, 60_000);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 })
    .toBeGreaterThan(0);
}

describe('chat, as people ask', () => {
  it('makes a picture for everyday words and for the camera button, with the composer ready and the times shown', async () => {
    const { page, context } = await pages.open(baseUrl);
    const username = await signUp(context);
    await makeSubscriber(database, username);
    const { girl, jobId } = await createGirl(context, { name: 'Noor' });
    await waitForJob(context, jobId);

    await page.goto(`/chat/${girl.id}`);
    const log = page.getByRole('log', { name: 'Messages with Noor' });
    await visible(log.locator('li[data-message-id]').first());
    const input = page.getByRole('textbox', { name: 'Message to Noor' });
    // ready to type: the composer has the focus when her chat opens
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'chat-composer-ready', { fullPage: false });

    // no keyword from the old list: a selfie is a picture
    const selfie = await chatAnswer(page, async () => {
      await page.keyboard.type('send me a selfie at the beach');
      await page.keyboard.press('Enter');
    });
    expect(selfie.jobId).toBeTruthy();
    await pictureShown(log, selfie.message.id);

    // the camera button: a picture of the scene typed, sent as her request
    await input.fill('at a jazz bar, smiling');
    const camera = page.getByRole('button', { name: 'Ask Noor for a picture of what you typed' });
    const scene = await chatAnswer(page, () => camera.click());
    expect(scene.jobId).toBeTruthy();
    expect(scene.asked.text).toBe('Send me a picture of you at a jazz bar, smiling');
    expect(await input.inputValue()).toBe('');
    await pictureShown(log, scene.message.id);
    // with nothing typed, a picture of her as she is now
    const now = await chatAnswer(page, () => page.getByRole('button', { name: 'Ask Noor for a picture' }).click());
    expect(now.jobId).toBeTruthy();
    await pictureShown(log, now.message.id);

    // everyday talk is still talk
    const talk = await chatAnswer(page, async () => {
      await input.fill('I saw a great show yesterday');
      await input.press('Enter');
    });
    expect(talk.jobId).toBeUndefined();

    // when: one line for today, each message's time on hover, its full date as the title
    await visible(log.getByRole('separator', { name: 'Today' }));
    expect(await log.getByRole('separator').count()).toBe(1);
    const mine = log.locator('li[data-own-message-id]').first();
    const time = mine.locator('time');
    expect(await time.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await mine.hover();
    await expect.poll(() => time.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    const shown = await time.evaluate((el) => getComputedStyle(el, '::before').content);
    expect(shown).toMatch(/\d{1,2}:\d{2}/);
    expect(Date.parse((await time.getAttribute('datetime'))!)).toBeGreaterThan(Date.now() - 10 * 60_000);
    // right-to-left words read right to left
    await input.fill('مرحبا نور، كيف حالك؟');
    await input.press('Enter');
    const arabic = log.locator('li[data-own-message-id] p', { hasText: 'مرحبا نور' });
    await visible(arabic);
    expect(await arabic.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await screenshot(page, 'chat-asking');
  });

  it('shows a free user what is left with her, does not count a regeneration, and keeps the upsell after a reload', async () => {
    const { page, context } = await pages.open(baseUrl);
    await signUp(context);
    const { girl, jobId } = await createGirl(context, { name: 'Ines' });
    await waitForJob(context, jobId);
    await page.goto(`/chat/${girl.id}`);
    const log = page.getByRole('log', { name: 'Messages with Ines' });
    await visible(log.locator('li[data-message-id]').first());
    const left = page.locator('[data-free-left]');
    // the greeting counts, as the seed says
    await expect.poll(() => left.textContent()).toMatch(/^4 free messages left with her/);
    const input = page.getByRole('textbox', { name: 'Message to Ines' });
    const say = (text: string) =>
      chatAnswer(page, async () => {
        await input.fill(text);
        await input.press('Enter');
      });
    await say('Hi Ines, how was your day?');
    await expect.poll(() => left.getAttribute('data-free-left')).toBe('3');
    // a regeneration is not charged
    const regenerate = page.getByRole('button', { name: "Regenerate Ines's reply" });
    await regenerate.click();
    await expect.poll(() => page.getByLabel('Version 2 of 2').count()).toBe(1);
    await page.reload();
    await expect.poll(() => left.getAttribute('data-free-left')).toBe('3');
    for (const text of ['Tell me a secret.', 'What do you cook best?', 'Good night!']) await say(text);
    // used up: the upsell, and still there after a reload (the server's count)
    const upsell = log.locator('li[data-upsell]');
    await visible(upsell);
    await page.reload();
    await visible(upsell);
    expect(await input.isDisabled()).toBe(true);
    expect(await left.count()).toBe(0);
    await screenshot(page, 'chat-allowance-used');
  });
});
