/**
 * Issue 18, items 1 and 2, as a person sees them in Chromium against the real built app (offline
 * persona writer): her last reply regenerated in place and its versions browsed with ‹ › (by mouse
 * and by keyboard), the person's last message edited inline (Escape cancels, Enter saves, her reply
 * written anew), and a message deleted with Undo on a toast, gone after a reload; at 1280x800 and
 * 375x812.
 */
import type { Message } from '@contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { signUp } from './support/accounts';
import { browserPages, type OpenOptions, screenshot, visible } from './support/browser';
import { createGirl, makeSubscriber } from './support/girls';

const baseUrl = inject('baseUrl');
const database = inject('database');
const MOBILE = { width: 375, height: 812 };

const pages = browserPages({ adult: true });
const open = (options: OpenOptions = {}) => pages.open(baseUrl, options);

const conversation = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` });
const herLast = (log: Locator) => log.locator('li[data-message-id]').last();
const answerOf = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname), {
    timeout: 30_000,
  });

async function bubbleText(item: Locator, name: string): Promise<string> {
  return (await item.locator('p').first().innerText()).replace(new RegExp(`^${name}:\\s*`), '').trim();
}

async function steer(viewport: { width: number; height: number }, tag: string) {
  const session = await open({ viewport });
  const { page, context } = session;
  const username = await signUp(context);
  await makeSubscriber(database, username);
  const { girl } = await createGirl(context, { name: 'Nora' });

  await page.goto(`/chat/${girl.id}`);
  const log = conversation(page, 'Nora');
  await visible(log);
  await expect.poll(() => log.locator('li[data-message-id]').count()).toBe(1);

  const input = page.getByRole('textbox', { name: 'Message to Nora' });
  await input.fill('Hi Nora! I just got back from a long run.');
  const sent = answerOf(page, 'POST', /^\/api\/girl-chat$/);
  await input.press('Enter');
  const first = ((await (await sent).json()) as { message: Message }).message;
  await expect.poll(() => bubbleText(herLast(log), 'Nora')).toBe(first.text);

  // regenerate: a second version streams into the same message, shown as 2/2
  const regenerated = answerOf(page, 'POST', /\/regenerate$/);
  await page.getByRole('button', { name: "Regenerate Nora's reply" }).click();
  const second = ((await (await regenerated).json()) as { message: Required<Message> }).message;
  expect(second.id).toBe(first.id);
  expect(second.alternatives).toEqual([first.text, second.text]);
  await expect.poll(() => bubbleText(herLast(log), 'Nora')).toBe(second.text);
  await visible(log.getByLabel('Version 2 of 2'));

  // browsing: back to 1/2 by mouse, forward to 2/2 by keyboard
  const back = answerOf(page, 'PUT', /\/choice$/);
  await page.getByRole('button', { name: 'Previous version' }).click();
  await expect.poll(() => bubbleText(herLast(log), 'Nora')).toBe(first.text);
  await visible(log.getByLabel('Version 1 of 2'));
  await back;
  // the arrows wait while a choice is on its way
  const next = page.getByRole('button', { name: 'Next version' });
  await expect.poll(() => next.isEnabled()).toBe(true);
  await next.focus();
  const chosen = answerOf(page, 'PUT', /\/choice$/);
  await page.keyboard.press('Enter');
  await chosen;
  await expect.poll(() => bubbleText(herLast(log), 'Nora')).toBe(second.text);
  await screenshot(page, `steering-swipes-${tag}`);

  // a reload shows the version chosen
  await page.reload();
  await visible(log);
  await expect.poll(() => bubbleText(herLast(log), 'Nora')).toBe(second.text);
  await visible(log.getByLabel('Version 2 of 2'));

  // edit: Escape cancels, Enter saves, and her reply is written anew
  await page.getByRole('button', { name: 'Edit your message' }).click();
  const box = page.getByRole('textbox', { name: 'Edit your message' });
  await box.fill('changed my mind');
  await box.press('Escape');
  await visible(log.getByText('Hi Nora! I just got back from a long run.'));
  await page.getByRole('button', { name: 'Edit your message' }).click();
  await box.fill('Hi Nora! My name is Priya and I love sailing.');
  await screenshot(page, `steering-edit-${tag}`);
  const edited = answerOf(page, 'PATCH', /\/messages\//);
  await box.press('Enter');
  const reply = ((await (await edited).json()) as { reply: Message }).reply;
  await visible(log.getByText('Hi Nora! My name is Priya and I love sailing.'));
  expect(reply.id).toBe(first.id);
  await expect.poll(() => bubbleText(herLast(log), 'Nora')).toBe(reply.text);
  expect(await log.getByLabel(/^Version \d of \d$/).count()).toBe(0);

  // delete with Undo, then for good
  const greeting = log.locator('li[data-message-id]').first();
  const greetingText = await bubbleText(greeting, 'Nora');
  await greeting.getByRole('button', { name: 'Delete this message' }).click();
  await expect.poll(() => log.getByText(greetingText).count()).toBe(0);
  const toast = page.getByRole('region', { name: 'Notifications' });
  await visible(toast.getByText('Message deleted'));
  await screenshot(page, `steering-delete-${tag}`);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await visible(log.getByText(greetingText));
  await log.locator('li[data-message-id]').first().getByRole('button', { name: 'Delete this message' }).click();
  const deleted = answerOf(page, 'DELETE', /\/messages\//);
  await toast.getByRole('button', { name: 'Dismiss notification' }).first().click();
  expect((await deleted).status()).toBe(204);
  await page.reload();
  await visible(log);
  await expect.poll(() => log.locator('li[data-message-id]').count()).toBe(1);
  expect(await log.getByText(greetingText).count()).toBe(0);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  await session.close();
}

describe('steering a chat', () => {
  it('regenerates, browses, edits and deletes at 1280x800', async () => {
    await steer({ width: 1280, height: 800 }, 'desktop');
  });

  it('does the same at 375x812', async () => {
    await steer(MOBILE, 'phone');
  });
});
