/**
 * Issue 30, item 1, as a person sees it in Chromium against the real built app (offline engine): her
 * voice picked on her profile after hearing a sample, Listen under her reply (the audio fetched by the
 * player with a Range request, Stop while it plays), and the chat's "Voice replies" switch, kept
 * after a reload, reading her next reply by itself.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { signUp } from './support/accounts';
import { browserPages, screenshot, visible } from './support/browser';
import { createGirl, makeSubscriber } from './support/girls';

const baseUrl = inject('baseUrl');
const database = inject('database');
const pages = browserPages({ adult: true });

const answerOf = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname), {
    timeout: 60_000,
  });

describe('her voice', () => {
  it('is picked on her profile, read under her reply, and reads new replies with voice replies on', async () => {
    const session = await pages.open(baseUrl, { viewport: { width: 1280, height: 800 } });
    const { page, context } = session;
    const username = await signUp(context);
    await makeSubscriber(database, username);
    const { girl } = await createGirl(context, { name: 'Lena' });
    await page.goto(`/chat/${girl.id}`);
    const log = page.getByRole('log', { name: 'Messages with Lena' });
    await visible(log);

    // her profile: a sample to hear, then a voice picked
    const sample = answerOf(page, 'GET', /^\/api\/voices\/warm\/sample$/);
    await page.getByRole('button', { name: 'Hear the Warm voice' }).click();
    const heard = await sample;
    expect(heard.status()).toBe(200);
    expect(heard.headers()['content-type']).toBe('audio/wav');
    const picked = answerOf(page, 'PUT', /\/voice$/);
    await page.getByRole('radio', { name: /British/ }).check();
    expect((await picked).status()).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByRole('radio', { name: /British/ }).isChecked()).toBe(true);

    // Listen under her greeting: a speech job, then her voice, fetched by the player in parts
    const listened = answerOf(page, 'POST', /\/speech$/);
    const audio = page.waitForResponse((r) => /\/media\/private\/.+\.wav$/.test(new URL(r.url()).pathname), {
      timeout: 60_000,
    });
    await log.getByRole('button', { name: "Listen to Lena's reply" }).first().click();
    expect((await listened).status()).toBe(202);
    const served = await audio;
    expect([200, 206]).toContain(served.status());
    await visible(log.getByRole('button', { name: "Stop Lena's voice" }), 30_000);
    await screenshot(page, 'voice-listening');
    await log.getByRole('button', { name: "Stop Lena's voice" }).click();
    await visible(log.getByRole('button', { name: "Listen to Lena's reply" }).first());
    // asked again: the stored audio, at once
    const again = answerOf(page, 'POST', /\/speech$/);
    await log.getByRole('button', { name: "Listen to Lena's reply" }).first().click();
    expect((await again).status()).toBe(200);
    await log.getByRole('button', { name: "Stop Lena's voice" }).click();

    // voice replies: on, kept after a reload, and her next reply is read by itself
    const voiceReplies = page.getByRole('switch', { name: 'Voice replies' });
    await expect.poll(() => voiceReplies.getAttribute('aria-checked')).toBe('false');
    await voiceReplies.click();
    await expect.poll(() => voiceReplies.getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'voice-replies-on');
    await page.reload();
    await expect.poll(() => voiceReplies.getAttribute('aria-checked')).toBe('true');
    const spoken = answerOf(page, 'POST', /\/speech$/);
    const input = page.getByRole('textbox', { name: 'Message to Lena' });
    await input.fill('Tell me about your morning?');
    await input.press('Enter');
    expect((await spoken).status()).toBe(202);
    await visible(log.getByRole('button', { name: "Stop Lena's voice" }), 30_000);
    await session.close();
  });
});
