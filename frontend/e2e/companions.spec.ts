/**
 * Issue 3, companions, as a user sees them in Chromium against the real built app: the nine-step
 * wizard (suggestions, own text, an own trait, the step in the URL) and her chat page with the portrait
 * arriving. The pics page, the feed and what a second user may not do: companions-pictures.spec.ts.
 */
import { MESSAGES, WIZARD_STEPS } from '@contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { newUsername, PASSWORD, signUp } from './support/accounts';
import { browserPages, hidden, type OpenOptions, shot, visible } from './support/browser';
import { getGirl, installPushGate, loadedImage, waitForJob } from './support/girls';

const baseUrl = inject('baseUrl');
const MOBILE = { width: 375, height: 812 };

const pages = browserPages({ adult: true });
const open = (options: OpenOptions = {}) => pages.open(baseUrl, options);

const question = (page: Page, index: number) =>
  page.getByRole('heading', { name: WIZARD_STEPS[index].question, exact: true });
const suggestion = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Suggestions' }).getByRole('button', { name, exact: true });

/** Clicks Next (which must be in sight without scrolling) and waits for the next question and its URL. */
async function next(page: Page, toIndex: number) {
  const button = page.getByRole('button', { name: 'Next', exact: true });
  const box = await button.boundingBox();
  const height = page.viewportSize()!.height;
  expect(
    box && box.y >= 0 && box.y + box.height <= height,
    `Next in sight on step ${toIndex} (${JSON.stringify(box)}, window ${height})`,
  ).toBe(true);
  await button.click();
  await visible(question(page, toIndex));
  expect(await page.getByText(`Step ${toIndex + 1} of ${WIZARD_STEPS.length}`, { exact: true }).count()).toBe(1);
  expect(new URL(page.url()).searchParams.get('step')).toBe(String(toIndex + 1));
}

describe('companions: the wizard', () => {
  it('builds a girl through all nine steps and lands on her chat page, where her portrait arrives', async () => {
    const { page } = await open();
    const username = newUsername();
    const gate = await installPushGate(page);

    // sign up through the form
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/mygirls');
    await visible(page.getByText('No girls created yet.', { exact: true }));
    await shot(page, 'companions-mygirls-empty');

    await page.getByRole('banner').getByRole('link', { name: 'Create', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/create');

    // 1. name: her own text
    await visible(question(page, 0));
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: WIZARD_STEPS[0].question }).fill('Mia Rose');
    await shot(page, 'wizard-1-name');
    await next(page, 1);

    // 2. eyes: suggestions without pictures, paged three at a time
    expect(await page.getByRole('list', { name: 'Suggestions' }).getByRole('button').count()).toBe(3);
    expect(await page.getByRole('list', { name: 'Suggestions' }).locator('img').count()).toBe(0);
    await page.getByRole('button', { name: 'More suggestions' }).click();
    await visible(suggestion(page, 'Hazel'));
    expect(await page.getByRole('button', { name: 'Page 2 of 4' }).getAttribute('aria-current')).toBe('true');
    await suggestion(page, 'Amber').click();
    expect(await suggestion(page, 'Amber').getAttribute('aria-pressed')).toBe('true');
    await visible(page.getByText('Your choice:'));
    await shot(page, 'wizard-2-eyes');
    await next(page, 2);

    // 3. mouth: a suggestion with its picture (the suggestion page starts at 1 again)
    expect(await page.getByRole('button', { name: 'Page 1 of 4' }).getAttribute('aria-current')).toBe('true');
    for (const img of await page.getByRole('list', { name: 'Suggestions' }).locator('img').all())
      await loadedImage(page, img);
    expect(await page.getByRole('list', { name: 'Suggestions' }).locator('img').count()).toBe(3);
    await suggestion(page, 'Sweet Smile').click();
    await shot(page, 'wizard-3-mouth');
    await next(page, 3);

    // 4. nose: her own words win over a picked suggestion
    await suggestion(page, 'Small').click();
    await page.getByLabel('Or type your own').fill('Button nose with freckles');
    expect(await suggestion(page, 'Small').getAttribute('aria-pressed')).toBe('false');
    await next(page, 4);

    // 5. hair: a suggestion from the third page, by its pagination dot
    await page.getByRole('button', { name: 'Page 3 of 7' }).click();
    await suggestion(page, 'Auburn Curls').click();
    await shot(page, 'wizard-5-hair');
    await next(page, 5);

    // 6. body, 7. skin
    await suggestion(page, 'Curvy').click();
    await next(page, 6);
    await suggestion(page, 'Latina').click();
    await shot(page, 'wizard-7-skin');
    await next(page, 7);

    // 8. personality: toggles, a toggle taken back, an own trait
    const traits = page.getByRole('list', { name: 'Personality traits' });
    await traits.getByRole('button', { name: /^Playful/ }).click();
    await traits.getByRole('button', { name: /^Shy/ }).click();
    await traits.getByRole('button', { name: /^Romantic/ }).click();
    await traits.getByRole('button', { name: /^Shy/ }).click();
    expect(await traits.getByRole('button', { name: /^Shy/ }).getAttribute('aria-pressed')).toBe('false');
    await page.getByLabel('Add your own trait').fill('  Loves jazz  ');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('Add your own trait').fill('Loves jazz');
    await page.getByRole('button', { name: 'Add', exact: true }).click(); // not added twice
    await visible(page.getByText('Selected: Playful, Romantic, Loves jazz', { exact: true }));
    await shot(page, 'wizard-8-personality');
    await next(page, 8);

    // 9. style, then Finish
    await suggestion(page, 'Anime').click();
    await shot(page, 'wizard-9-style');
    // her portrait's end is held back (the push, and the chat page's question about the job) to watch it arrive
    await gate.ready;
    gate.hold();
    const created = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/girls' && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const { girl, jobId } = (await response.json()) as { girl: { id: string }; jobId: string };
    await page.waitForURL((url) => url.pathname === `/chat/${girl.id}`);

    // her chat page: name and traits at once, the portrait on its way, then her picture
    await visible(page.getByRole('heading', { level: 1, name: 'Mia Rose' }));
    const personality = page.getByRole('list', { name: 'Personality' });
    for (const trait of ['Playful', 'Romantic', 'Loves jazz'])
      await visible(personality.getByText(trait, { exact: true }));
    const profile = page.getByRole('region', { name: 'Mia Rose', exact: true });
    const portrait = profile.getByRole('img', { name: 'Mia Rose', exact: true });
    await visible(profile.getByText('Her portrait is on its way...'));
    await expect
      .poll(() => gate.held('job:completed'), { timeout: 60_000, message: 'the portrait job:completed push' })
      .toBe(1);
    const bar = profile.getByRole('progressbar', { name: 'Portrait of Mia Rose' });
    await visible(bar);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(await portrait.count()).toBe(0);
    await shot(page, 'chat-new-girl-portrait-coming');
    gate.release();
    await loadedImage(page, portrait, 60_000);
    await hidden(bar);
    const result = (await waitForJob(page.context(), jobId)) as { imageUrl: string };
    expect(await portrait.getAttribute('src')).toBe(result.imageUrl);
    await hidden(page.getByText('Her portrait is on its way...'));
    await shot(page, 'chat-new-girl');

    // what was saved: suggestions, her own words and her own trait; the style is not stored
    const saved = await getGirl(page.context(), girl.id);
    expect(saved).toMatchObject({
      owner: username,
      name: 'Mia Rose',
      eyes: 'Amber',
      mouth: 'Sweet Smile',
      nose: 'Button nose with freckles',
      hair: 'Auburn Curls',
      body: 'Curvy',
      skin: 'Latina',
      personality: ['Playful', 'Romantic', 'Loves jazz'],
      imageUrl: result.imageUrl,
    });
  });

  it('keeps the step in the URL: Back, Forward and a reload keep every answer, and a refused answer stops at its step', async () => {
    const { page, context } = await open();
    await signUp(context);
    await page.goto('/create');
    await visible(question(page, 0));
    await page.getByRole('textbox', { name: WIZARD_STEPS[0].question }).fill('Zoe');
    await next(page, 1);
    await suggestion(page, 'Blue').click();
    await next(page, 2);

    await page.goBack();
    await visible(question(page, 1));
    expect(await suggestion(page, 'Blue').getAttribute('aria-pressed')).toBe('true');
    await page.goBack();
    await visible(question(page, 0));
    expect(await page.getByRole('textbox', { name: WIZARD_STEPS[0].question }).inputValue()).toBe('Zoe');
    await page.goForward();
    await visible(question(page, 1));
    await page.reload();
    await visible(question(page, 1));
    expect(new URL(page.url()).searchParams.get('step')).toBe('2');
    expect(await suggestion(page, 'Blue').getAttribute('aria-pressed')).toBe('true');

    // her own words are checked as the step is left: a refusal stays on that step
    await next(page, 2);
    await page.getByLabel('Or type your own').fill('the smile of a 15 year old');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await visible(page.getByRole('alert').getByText(MESSAGES.adultsOnly, { exact: true }));
    await visible(question(page, 2));
    await shot(page, 'wizard-refused-step');
  });

  it('asks for a trait before Finish and keeps the answers when going back (at 375 px)', async () => {
    const { page, context } = await open({ viewport: MOBILE });
    await signUp(context);
    await page.goto('/create');
    await visible(question(page, 0));
    await page.getByRole('textbox', { name: WIZARD_STEPS[0].question }).fill('Ada');
    for (let i = 1; i < WIZARD_STEPS.length; i++) {
      await next(page, i);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `step ${i + 1} at 375 px`,
      ).toBeLessThanOrEqual(MOBILE.width);
      if (i === 4) {
        for (const img of await page.getByRole('list', { name: 'Suggestions' }).locator('img').all())
          await loadedImage(page, img);
        await shot(page, 'wizard-mobile-hair');
      }
    }
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await visible(page.getByRole('alert').getByText(MESSAGES.personalityRequired, { exact: true }));
    await shot(page, 'wizard-mobile-trait-required');
    await page.getByRole('button', { name: 'Choose her personality' }).click();
    await visible(question(page, 7));
    // Previous all the way back: the name is still there
    for (let i = 6; i >= 0; i--) {
      await page.getByRole('button', { name: 'Previous', exact: true }).click();
      await visible(question(page, i));
    }
    expect(await page.getByRole('textbox', { name: WIZARD_STEPS[0].question }).inputValue()).toBe('Ada');
  });
});
