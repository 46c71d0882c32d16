/**
 * Issue 4, chat, as a user sees it in Chromium against the real built app (offline persona writer and
 * image renderer): one greeting, a reply streamed in place, a picture that replaces its placeholder,
 * the free limit with its upsell, and a subscriber who keeps chatting. Her bio, a new look with
 * progress and the other girls: chat-girl-page.spec.ts.
 */
import { CHAT_MESSAGES, FREE_CHAT_AI_MESSAGES } from '@contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { GREETINGS } from '../../backend/src/modules/chat/greetings';
import { browserPages, hidden, type OpenOptions, screenshot, shot, visible } from './support/browser';
import { girlWithPortrait, installPushGate, loadedImage, makeSubscriber } from './support/girls';

const baseUrl = inject('baseUrl');
const database = inject('database');
const MOBILE = { width: 375, height: 812 };

const pages = browserPages({ adult: true });
const open = (options: OpenOptions = {}) => pages.open(baseUrl, options);

const conversation = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` });
/** Her messages (the greeting, replies, pictures), oldest first. */
const herMessages = (log: Locator) => log.locator('li[data-message-id]');

interface ChatTrace {
  /** per message id: the lengths its text went through, in order */
  lengths: Record<string, number[]>;
  /** message ids whose list item was replaced by another node (not grown in place) */
  replaced: string[];
  typingBubble: boolean;
  typingStatus: boolean;
}

/** Records, in the page, every change of her messages and of the typing indicators. */
async function traceChat(page: Page, name: string): Promise<() => Promise<ChatTrace>> {
  await page.evaluate((title) => {
    const log = document.querySelector(`[role="log"][aria-label="${title}"]`);
    const header = document.getElementById('chat-window-title')?.parentElement;
    if (!log || !header) throw new Error('no conversation on the page');
    const trace = {
      lengths: {} as Record<string, number[]>,
      replaced: [] as string[],
      typingBubble: false,
      typingStatus: false,
    };
    const nodes = new Map<string, Element>();
    const record = () => {
      for (const item of log.querySelectorAll<HTMLElement>('li[data-message-id]')) {
        const id = item.dataset.messageId!;
        const lengths = (trace.lengths[id] ??= []);
        const length = (item.textContent ?? '').length;
        if (lengths[lengths.length - 1] !== length) lengths.push(length);
        const seen = nodes.get(id);
        if (!seen) nodes.set(id, item);
        else if (seen !== item && !trace.replaced.includes(id)) trace.replaced.push(id);
      }
      if ([...log.querySelectorAll('[role="status"]')].some((s) => s.textContent?.includes('is typing')))
        trace.typingBubble = true;
      if (header.textContent?.includes('typing…')) trace.typingStatus = true;
    };
    record();
    const observer = new MutationObserver(record);
    observer.observe(log, { subtree: true, childList: true, characterData: true });
    observer.observe(header, { subtree: true, childList: true, characterData: true });
    (window as unknown as { __chatTrace: typeof trace }).__chatTrace = trace;
  }, `Messages with ${name}`);
  return () => page.evaluate(() => (window as unknown as { __chatTrace: ChatTrace }).__chatTrace);
}

/** Types a message and sends it with Enter; resolves with the server's answer to POST /api/girl-chat. */
async function sendWithEnter(page: Page, input: Locator, text: string) {
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/girl-chat' && r.request().method() === 'POST',
    { timeout: 30_000 },
  );
  await input.fill(text);
  await input.press('Enter');
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as {
    response: string;
    message: { id: string; text: string; loading: boolean };
    jobId?: string;
  };
}

/** Waits until her message with that id shows exactly `text` and is no longer being written. */
async function replyShown(log: Locator, id: string, text: string) {
  const item = log.locator(`li[data-message-id="${id}"]`);
  await visible(item);
  await expect
    .poll(async () => (await item.innerText()).replace(/\s+/g, ' ').trim(), { timeout: 30_000 })
    .toContain(text.replace(/\s+/g, ' ').trim());
  await expect.poll(() => log.getAttribute('aria-busy'), { timeout: 30_000 }).toBe('false');
}

describe('chat', () => {
  it('greets once, streams replies in place, turns a picture placeholder into her picture, then stops a free user at five of her messages', async () => {
    const session = await open();
    const { page, context } = session;
    const { girl } = await girlWithPortrait(session, 'Luna');
    const gate = await installPushGate(page);

    await page.goto(`/chat/${girl.id}`);
    const log = conversation(page, 'Luna');
    await visible(log);
    await gate.ready;

    // one greeting, one of the seven, and still one after a reload
    await expect.poll(() => herMessages(log).count()).toBe(1);
    const greeting = (await herMessages(log).first().innerText()).replace(/^Luna:\s*/, '').trim();
    expect(GREETINGS as readonly string[]).toContain(greeting);
    await page.reload();
    await visible(log);
    await expect.poll(() => herMessages(log).count()).toBe(1);
    expect((await herMessages(log).first().innerText()).replace(/^Luna:\s*/, '').trim()).toBe(greeting);
    await loadedImage(
      page,
      page.getByRole('region', { name: 'Luna', exact: true }).getByRole('img', { name: 'Luna', exact: true }),
    );
    await shot(page, 'chat-greeting');

    // Shift+Enter makes a new line and sends nothing; Enter sends
    const input = page.getByRole('textbox', { name: 'Message to Luna' });
    await input.fill('Hi Luna!');
    await input.press('Shift+Enter');
    await input.pressSequentially('I just got back from a run.');
    expect(await input.inputValue()).toBe('Hi Luna!\nI just got back from a run.');
    expect(await log.getByText('You:').count()).toBe(0);

    const trace = await traceChat(page, 'Luna');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/girl-chat', { timeout: 30_000 });
    await input.press('Enter');
    const mine = log.getByRole('listitem').filter({ hasText: 'I just got back from a run.' });
    await visible(mine);
    expect(await mine.innerText()).toContain('Hi Luna!\nI just got back from a run.');
    expect(await input.inputValue()).toBe('');
    const reply = (await (await answer).json()) as { response: string; message: { id: string } };
    await replyShown(log, reply.message.id, reply.response);

    // it grew in place, piece by piece, after the typing indicator
    const seen = await trace();
    const lengths = seen.lengths[reply.message.id] ?? [];
    expect(lengths.length, `the reply's text lengths seen: ${lengths.join(', ')}`).toBeGreaterThanOrEqual(4);
    expect([...lengths].sort((a, b) => a - b)).toEqual(lengths);
    expect(seen.replaced).not.toContain(reply.message.id);
    expect(seen.typingBubble, 'the typing bubble').toBe(true);
    expect(seen.typingStatus, "the header's 'typing…'").toBe(true);
    expect(reply.response.split(/\s+/).length).toBeGreaterThan(3);
    await expect.poll(() => page.getByText('typing…').count()).toBe(0);

    // a picture request: a placeholder at once, her picture when the job is done
    gate.hold(['job:completed', 'chat:message']);
    const picture = await sendWithEnter(page, input, 'Send me a photo of you at the beach');
    expect(picture.jobId).toBeTruthy();
    const slot = log.locator(`li[data-message-id="${picture.message.id}"]`);
    await visible(slot.getByRole('status').getByText('Creating a picture…'));
    await expect
      .poll(() => gate.held('job:completed'), {
        timeout: 60_000,
        message: 'the job:completed push of the chat picture',
      })
      .toBe(1);
    await visible(slot.getByRole('status').getByText('Creating a picture…'));
    await shot(page, 'chat-picture-coming');
    gate.release();
    const image = slot.getByRole('img', { name: 'Luna' });
    const src = await loadedImage(page, image, 30_000);
    expect(src).toMatch(/^\/media\//);
    await hidden(slot.getByText('Creating a picture…'));
    // the picture opens large, and Escape closes it
    await slot.getByRole('button', { name: 'Open the picture of Luna at full size' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog);
    await page.keyboard.press('Escape');
    await hidden(dialog);

    // her 4th and 5th messages: then the free chat is over
    for (const text of ['Tell me a secret about you.', 'What is your favourite food?']) {
      const next = await sendWithEnter(page, input, text);
      await replyShown(log, next.message.id, next.response);
    }
    expect(await herMessages(log).count()).toBe(FREE_CHAT_AI_MESSAGES);
    const upsell = log.locator('li[data-upsell]');
    await visible(upsell.getByText(CHAT_MESSAGES.upsell, { exact: true }));
    expect(await upsell.getByRole('link', { name: 'Get Premium' }).getAttribute('href')).toBe('/subscriptions');
    expect(await input.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Bikini', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Go premium' }).getAttribute('href')).toBe('/subscriptions');
    await shot(page, 'chat-upsell');

    // the server refuses the send too (a second tab, a script)
    const refused = await context.request.post('/api/girl-chat', {
      data: { girlId: girl.id, newUserMessage: 'Still there?' },
    });
    expect(refused.status()).toBe(402);
    expect(((await refused.json()) as { message: string }).message).toBe(CHAT_MESSAGES.upsell);
    await page.reload();
    await visible(upsell.getByText(CHAT_MESSAGES.upsell, { exact: true }));
    expect(await herMessages(log).count()).toBe(FREE_CHAT_AI_MESSAGES);
    expect(await log.getByText('Still there?').count()).toBe(0);

    // 375 px: the conversation first, filling the screen; her profile one tap away; nothing wider than the screen
    await page.setViewportSize(MOBILE);
    await page.reload();
    await visible(upsell);
    const chatBox = (await page.getByRole('region', { name: 'Chat with Luna' }).boundingBox())!;
    expect(chatBox.y).toBeLessThan(150);
    expect(chatBox.y + chatBox.height).toBeLessThanOrEqual(MOBILE.height + 40);
    expect(await page.getByRole('region', { name: 'Luna', exact: true }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'chat-mobile', { fullPage: false });
    await page.getByRole('button', { name: "Show Luna's profile" }).click();
    const profile = page.getByRole('region', { name: 'Luna', exact: true });
    await visible(profile);
    await loadedImage(page, profile.getByRole('img', { name: 'Luna', exact: true }));
    // a sheet over the chat, in sight at once (not far below it), its way back focused; Escape closes it too
    expect((await profile.boundingBox())!.y).toBeLessThan(MOBILE.height / 3);
    const back = page.getByRole('button', { name: "Hide Luna's profile" });
    expect(await back.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'chat-mobile-profile', { fullPage: false });
    await page.keyboard.press('Escape');
    await hidden(profile);
    await page.getByRole('button', { name: "Show Luna's profile" }).click();
    await back.click();
    await hidden(profile);
  });

  it('lets a subscriber keep chatting past the free limit', async () => {
    const session = await open();
    const { page, context } = session;
    const { username, girl } = await girlWithPortrait(session, 'Vera');
    // use up the free chat through the API
    await context.request.get(`/api/chats/${girl.id}`);
    for (let i = 1; i < FREE_CHAT_AI_MESSAGES; i++) {
      const res = await context.request.post('/api/girl-chat', {
        data: { girlId: girl.id, newUserMessage: `Message ${i}` },
      });
      expect(res.status()).toBe(200);
    }
    await page.goto(`/chat/${girl.id}`);
    const log = conversation(page, 'Vera');
    await visible(log.locator('li[data-upsell]'));

    await makeSubscriber(database, username);
    await page.reload();
    await visible(page.getByRole('banner').getByText('Premium', { exact: true }));
    await visible(log);
    await expect.poll(() => herMessages(log).count()).toBe(FREE_CHAT_AI_MESSAGES);
    expect(await log.locator('li[data-upsell]').count()).toBe(0);
    const input = page.getByRole('textbox', { name: 'Message to Vera' });
    expect(await input.isDisabled()).toBe(false);
    for (const text of ['I upgraded, so we can keep talking.', 'Tell me about your weekend.']) {
      const next = await sendWithEnter(page, input, text);
      await replyShown(log, next.message.id, next.response);
    }
    expect(await herMessages(log).count()).toBe(FREE_CHAT_AI_MESSAGES + 2);
    expect(await log.locator('li[data-upsell]').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Go premium' }).count()).toBe(0);
    await shot(page, 'chat-subscriber');
  });
});
