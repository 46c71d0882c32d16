/**
 * Issue 28's last rough edges, in Chromium against the built app, at 1280x800 and 390x844: the
 * wizard's messages in sight above its buttons (a blank name refused), limits counted from 80 %, a
 * running job and its result brought into sight on a phone, and a post taken off the feed by its owner.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { signUp } from './support/accounts';
import { browserPages, screenshot, socketConnected, visible } from './support/browser';
import { createGirl, getGirl, loadedImage, waitForJob } from './support/girls';

const baseUrl = inject('baseUrl');
const pages = browserPages({ adult: true });
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const PHONE = WIDTHS[1].viewport;

/** The element is wholly inside the window and, when given, above `footer` (the sticky bar of buttons). */
async function expectInSight(page: Page, element: Locator, footer?: Locator) {
  const box = (await element.boundingBox())!;
  const { height } = page.viewportSize()!;
  expect(box.y, 'its top is in the window').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'its bottom is in the window').toBeLessThanOrEqual(height + 0.5);
  if (footer) {
    const bar = (await footer.boundingBox())!;
    expect(box.y + box.height, 'it ends above the bar of buttons').toBeLessThanOrEqual(bar.y + 0.5);
  }
}

/** The wizard's sticky bar: the row of Previous and Next (or Finish). */
const wizardBar = (page: Page) => page.getByRole('button', { name: 'Previous', exact: true }).locator('xpath=..');

describe('rough edges', () => {
  it('a signed-out visitor: /api/auth/me answers user null and no page logs an error', async () => {
    const { page, consoleErrors } = await pages.open(baseUrl);
    const answers: number[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === '/api/auth/me') answers.push(res.status());
    });
    for (const path of ['/', '/signin', '/feed', '/generate-image', '/subscriptions']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(answers.length, 'the app asked who is signed in').toBeGreaterThan(0);
    expect(new Set(answers)).toEqual(new Set([200]));
    expect(consoleErrors).toEqual([]);
    const me = await page.request.get('/api/auth/me');
    expect(await me.json()).toEqual({ user: null });
  });

  for (const { name, viewport } of WIDTHS) {
    it(`wizard (${name}): a blank name is refused, and every message sits in sight above the buttons`, async () => {
      const { page, context } = await pages.open(baseUrl, { viewport });
      await signUp(context);
      await page.goto('/create');
      const nameBox = page.getByRole('textbox', { name: 'What do you want to call me?' });
      await visible(nameBox);

      await nameBox.fill('   ');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      const nameAlert = page.getByRole('alert').filter({ hasText: 'Please give her a name.' });
      await visible(nameAlert);
      await expectInSight(page, nameAlert, wizardBar(page));
      await screenshot(page, `rough-edges-blank-name-${name}`, { fullPage: false });

      // her name is counted from 80 % of its limit (200) and the limit is said when reached
      const counter = page.getByTestId('limit-counter');
      await nameBox.fill('M'.repeat(150));
      expect(await counter.innerText()).toBe('Up to 200 characters.');
      expect(await counter.evaluate((el) => el.classList.contains('sr-only')), 'only a screen reader hears it').toBe(
        true,
      );
      await nameBox.fill('M'.repeat(170));
      expect(await counter.innerText()).toBe('170 / 200');
      await nameBox.fill('M'.repeat(200));
      expect(await counter.innerText()).toBe('200 / 200: limit reached');
      await screenshot(page, `rough-edges-name-limit-${name}`, { fullPage: false });

      // no trait: the message at Finish is in sight above the buttons
      await nameBox.fill('Mia');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await visible(page.getByRole('heading', { name: 'How are my eyes?' }));
      await page.goto('/create?step=8');
      await visible(page.getByRole('heading', { name: 'How is my personality?' }));
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('button', { name: 'Finish', exact: true }).click();
      const traitAlert = page.getByRole('alert').filter({ hasText: 'Please select at least one personality trait' });
      await visible(traitAlert);
      await expectInSight(page, traitAlert, wizardBar(page));
      await screenshot(page, `rough-edges-no-trait-${name}`, { fullPage: false });
    });
  }

  it('chat composer (phone): counts from 1,600 of 2,000 characters and says when the limit is reached', async () => {
    const { page, context } = await pages.open(baseUrl, { viewport: PHONE });
    await signUp(context);
    const { girl } = await createGirl(context);
    await page.goto(`/chat/${girl.id}`);
    const box = page.getByRole('textbox', { name: `Message to ${girl.name}` });
    await visible(box);
    await box.fill('a'.repeat(1640));
    const counter = box.locator('xpath=..').getByTestId('limit-counter');
    expect(await counter.innerText()).toBe('1,640 / 2,000');
    await box.fill('a'.repeat(2000));
    expect(await counter.innerText()).toBe('2,000 / 2,000: limit reached');

    // a paste that does not fit: the browser keeps what fits, and the counter says the rest was cut
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await box.fill('a'.repeat(1900));
    await page.evaluate((text) => navigator.clipboard.writeText(text), 'b'.repeat(300));
    await box.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect.poll(() => box.inputValue()).toHaveLength(2000);
    expect(await counter.innerText()).toBe('2,000 / 2,000: limit reached, the rest of what you pasted was cut');
    await screenshot(page, 'rough-edges-composer-limit-phone', { fullPage: false });
  });

  it('pics page (phone): the running job, then the new picture, are brought into sight', async () => {
    const { page, context } = await pages.open(baseUrl, { viewport: PHONE });
    await signUp(context);
    const { girl, jobId } = await createGirl(context);
    await waitForJob(context, jobId);
    const connected = socketConnected(page);
    await page.goto(`/pics/${girl.id}`);
    await connected;
    await page.getByLabel('Extra details (optional)').fill('in a red dress, outdoors');
    // the bar may live only a moment (an offline picture is quick): where it stands is read in the page, each frame
    const barInSight = page.waitForFunction(
      () => {
        const bar = [...document.querySelectorAll('[role="progressbar"]')].find((el) =>
          el.getAttribute('aria-label')?.startsWith('Picture of '),
        );
        const box = bar?.getBoundingClientRect();
        return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight + 0.5;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    await page.getByRole('button', { name: 'Generate Custom Image', exact: true }).click();
    await barInSight;
    await visible(page.getByRole('button', { name: 'Generate Custom Image', exact: true }), 60_000);
    const latest = page.getByRole('region', { name: 'Latest picture' });
    await loadedImage(page, latest.getByRole('img'), 30_000);
    await expect.poll(async () => (await latest.boundingBox())!.y, { timeout: 5_000 }).toBeGreaterThanOrEqual(0);
    await expectInSight(page, latest);
    await screenshot(page, 'rough-edges-pics-result-phone', { fullPage: false });
  });

  it('image generator (phone): the result is brought into sight', async () => {
    const { page, context } = await pages.open(baseUrl, { viewport: PHONE });
    await signUp(context);
    const connected = socketConnected(page);
    await page.goto('/generate-image');
    await connected;
    await page.getByLabel('Prompt').fill('long auburn hair, green eyes, on a rooftop at sunset');
    await page.locator('form').getByRole('button', { name: 'Generate', exact: true }).click();
    const result = page.getByRole('region', { name: 'Generated image' }).getByRole('img', { name: 'Generated image' });
    await visible(result, 60_000);
    await loadedImage(page, result, 30_000);
    await expect
      .poll(async () => (await result.boundingBox())!.y + (await result.boundingBox())!.height, { timeout: 5_000 })
      .toBeLessThanOrEqual(PHONE.height + 0.5);
    await expectInSight(page, result);
    await screenshot(page, 'rough-edges-tool-result-phone', { fullPage: false });
  });

  for (const { name, viewport } of WIDTHS) {
    it(`feed (${name}): the owner takes a post off the feed after a confirm; others never see the button`, async () => {
      const owner = await pages.open(baseUrl, { viewport });
      await signUp(owner.context);
      const { girl, jobId } = await createGirl(owner.context, { name: `Feedy ${name}` });
      await waitForJob(owner.context, jobId);
      const res = await owner.context.request.post(`/api/girls/${girl.id}/pics`, {
        data: { share: true, modifiers: 'in a red dress' },
      });
      expect(res.status()).toBe(202);
      await waitForJob(owner.context, ((await res.json()) as { jobId: string }).jobId);

      const other = await pages.open(baseUrl, { viewport });
      await signUp(other.context);
      await other.page.goto('/feed');
      const theirCard = other.page.getByRole('listitem', { name: girl.name! });
      await visible(theirCard.first());
      expect(await theirCard.getByRole('button', { name: 'Take off the feed' }).count()).toBe(0);

      await owner.page.goto('/feed');
      const card = owner.page.getByRole('listitem', { name: girl.name! });
      await visible(card.first());
      await card.getByRole('button', { name: 'Take off the feed' }).click();
      const dialog = owner.page.getByRole('alertdialog', { name: 'Take this picture off the feed?' });
      await visible(dialog);
      await screenshot(owner.page, `rough-edges-take-off-confirm-${name}`, { fullPage: false });
      await dialog.getByRole('button', { name: 'Take off the feed' }).click();
      await card.first().waitFor({ state: 'detached', timeout: 10_000 });
      await owner.page.reload();
      await visible(owner.page.getByRole('heading', { name: 'AI Girlfriends Feed' }));
      await owner.page.waitForLoadState('networkidle');
      expect(await owner.page.getByRole('listitem', { name: girl.name! }).count()).toBe(0);
    });
  }

  for (const { name, viewport } of WIDTHS) {
    it(`new look (${name}): asked first; her earlier portrait stays in her gallery and can be her portrait again`, async () => {
      const { page, context } = await pages.open(baseUrl, { viewport });
      await signUp(context);
      const { girl, jobId } = await createGirl(context, { name: `Looky ${name}` });
      await waitForJob(context, jobId);
      const first = (await getGirl(context, girl.id)).imageUrl!;
      const connected = socketConnected(page);
      await page.goto(`/chat/${girl.id}`);
      await connected;
      if (name === 'phone')
        await page
          .getByRole('button', { name: /profile/i })
          .first()
          .click();
      const newLook = page.getByRole('button', { name: 'Generate New Look', exact: true });
      await visible(newLook);
      await newLook.click();
      const ask = page.getByRole('alertdialog', { name: `Give ${girl.name} a new look?` });
      await visible(ask);
      await screenshot(page, `rough-edges-new-look-confirm-${name}`, { fullPage: false });
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await newLook.click();
      await ask.getByRole('button', { name: 'Generate New Look' }).click();
      await expect.poll(async () => (await getGirl(context, girl.id)).imageUrl, { timeout: 60_000 }).not.toBe(first);
      const after = await getGirl(context, girl.id);
      expect(after.pics.map((p) => p.url)).toEqual([first]);

      // on her pics page, her earlier portrait is one of her pictures: it becomes her portrait again
      await page.goto(`/pics/${girl.id}`);
      const make = page.getByRole('button', { name: 'Make this her portrait' });
      await visible(make);
      await make.scrollIntoViewIfNeeded();
      await screenshot(page, `rough-edges-make-portrait-${name}`, { fullPage: false });
      await make.click();
      await visible(page.getByText('Her portrait', { exact: true }));
      expect((await getGirl(context, girl.id)).imageUrl).toBe(first);
    });
  }
});
