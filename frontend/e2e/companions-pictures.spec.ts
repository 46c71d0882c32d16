/**
 * Issue 3, companions, as a user sees them in Chromium against the real built app: the pics page
 * (presets, modifiers, progress, gallery, credits, delete, out of credits), a picture finished while
 * offline, the feed with its NSFW blur and 'Chat with Her', and what a second user may not do.
 */
import { MESSAGES, type Post } from '@contracts';
import { describe, expect, inject, it } from 'vitest';

import { signUp } from './support/accounts';
import { browserPages, hidden, type OpenOptions, screenshot, shot, visible } from './support/browser';
import { createGirl, getGirl, installPushGate, loadedImage, waitForJob } from './support/girls';
import { creditsLeft, galleryItems, generateOne } from './support/pics-page';

const baseUrl = inject('baseUrl');
const MOBILE = { width: 375, height: 812 };

const pages = browserPages({ adult: true });
const open = (options: OpenOptions = {}) => pages.open(baseUrl, options);

describe('companions: pictures and the feed', () => {
  it('makes pictures on the pics page until the free credits run out, and posts them to the feed', async () => {
    const { page, context } = await open();
    await signUp(context);
    const { girl, jobId } = await createGirl(context, { name: 'Nova', hair: 'Platinum Blonde', eyes: 'Ice Blue' });
    await waitForJob(context, jobId);

    // My Girls: her card with picture, name, Chat and Pics
    const gate = await installPushGate(page);
    await page.goto('/mygirls');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Nova', exact: true }) });
    await loadedImage(page, card.getByRole('img', { name: 'Nova', exact: true }));
    expect(await card.getByRole('link', { name: 'Chat' }).getAttribute('href')).toBe(`/chat/${girl.id}`);
    await shot(page, 'mygirls');
    await card.getByRole('link', { name: 'Pics' }).click();
    await page.waitForURL((url) => url.pathname === `/pics/${girl.id}`);

    await visible(page.getByRole('heading', { level: 1, name: 'Generate Pictures for Nova' }));
    expect(await creditsLeft(page)).toBe(5);
    await visible(page.getByText('Her pictures will appear here.'));
    await shot(page, 'pics-empty');
    await gate.ready;

    // 1: a preset (the bar and the busy button are caught in a screenshot)
    await generateOne(page, () => page.getByRole('button', { name: 'Bikini', exact: true }).click(), {
      gate,
      shot: 'pics-generating',
    });
    await shot(page, 'pics-one');
    expect(await page.getByRole('banner').getByText('4 credits', { exact: true }).count()).toBe(1);

    // 2: extra details, with the custom button: they go with that picture, then the box is empty
    const details = page.getByPlaceholder('e.g., in a red dress, outdoors');
    await details.fill('in a red dress, outdoors');
    await generateOne(page, () => page.getByRole('button', { name: 'Generate Custom Image', exact: true }).click());
    expect(await details.inputValue()).toBe('');

    // 3: an NSFW preset: only its own scene (the details went with the last picture)
    await generateOne(page, () => page.getByRole('button', { name: 'Nudes', exact: true }).click());
    await shot(page, 'pics-gallery');

    // what the server made of them: three pictures, oldest first, and three feed posts, one NSFW
    const made = await getGirl(context, girl.id);
    expect(made.pics).toHaveLength(3);
    const feed = (await (await context.request.get('/api/feed?limit=50')).json()) as { posts: Post[] };
    const hers = feed.posts.filter((p) => p.girlId === girl.id);
    expect(hers.map((p) => p.nsfw)).toEqual([true, false, false]); // newest first
    // a post names the girl; its maker only if they chose a public name (none here)
    expect(hers.every((p) => p.user === '' && p.girl === 'Nova')).toBe(true);

    // the feed (opened within the app, so its data stays cached) shows the three
    const oldest = made.pics[0];
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Feed', exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'AI Girlfriends Feed' }));
    const feedImage = (url: string) => page.locator(`main img[src="${url}"]`);
    for (const pic of made.pics) await visible(feedImage(pic.url));
    await page.goBack();
    await visible(page.getByRole('heading', { name: 'Gallery (3)' }));

    // delete the oldest picture (the gallery shows the newest first): gone at once, Undo puts it back
    const items = galleryItems(page);
    expect(await items.count()).toBe(3);
    const deleted = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('status')
      .filter({ hasText: 'Picture deleted' });
    await items
      .nth(2)
      .getByRole('button', { name: /^Delete picture/ })
      .click();
    await expect.poll(() => items.count()).toBe(2);
    await deleted.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => items.count()).toBe(3);
    await visible(page.getByRole('heading', { name: 'Gallery (3)' }));
    // deleted for real when its toast goes: gone from her gallery and the feed
    await items
      .nth(2)
      .getByRole('button', { name: /^Delete picture/ })
      .click();
    await expect.poll(() => items.count()).toBe(2);
    await visible(page.getByRole('heading', { name: 'Gallery (2)' }));
    expect(await page.locator(`img[src="${oldest.url}"]`).count()).toBe(0);
    await screenshot(page, 'pics-deleted-undo', { fullPage: false });
    await deleted.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect
      .poll(async () => (await getGirl(context, girl.id)).pics.map((p) => p.id), { timeout: 10_000 })
      .not.toContain(oldest.id);
    await banner.getByRole('link', { name: 'Feed', exact: true }).click();
    await visible(feedImage(made.pics[1].url));
    await hidden(feedImage(oldest.url));
    await page.goBack();
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Gallery (2)' }));
    // deleting gives no credit back
    expect(await creditsLeft(page)).toBe(2);

    // 4 and 5, then the free generations are used up
    await page.getByPlaceholder('e.g., in a red dress, outdoors').fill('');
    await generateOne(page, () => page.getByRole('button', { name: 'Club', exact: true }).click());
    await generateOne(page, () => page.getByRole('button', { name: 'Generate Custom Image', exact: true }).click());
    expect(await creditsLeft(page)).toBe(0);
    await page.getByRole('button', { name: 'Restaurant', exact: true }).click();
    const refusal = page.getByRole('alert').getByText(MESSAGES.noCredits, { exact: true });
    await visible(refusal);
    expect(await page.getByRole('alert').getByRole('link', { name: 'Upgrade to premium' }).getAttribute('href')).toBe(
      '/subscriptions',
    );
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await shot(page, 'pics-out-of-credits');

    // the server says the same to a request the page did not stop
    const refused = await context.request.post(`/api/girls/${girl.id}/pics`, { data: { preset: 'Club' } });
    expect(refused.status()).toBe(402);
    expect(((await refused.json()) as { message: string }).message).toBe(MESSAGES.noCredits);
    expect((await getGirl(context, girl.id)).pics).toHaveLength(4);

    // at 375 px: the form above the picture, the gallery in two columns
    await page.setViewportSize(MOBILE);
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Gallery (4)' }));
    for (const img of await galleryItems(page).getByRole('img').all()) {
      await img.scrollIntoViewIfNeeded();
      await loadedImage(page, img);
    }
    await shot(page, 'pics-mobile');
    const boxes = await Promise.all((await galleryItems(page).all()).slice(0, 2).map((li) => li.boundingBox()));
    expect(boxes[0]!.y).toBe(boxes[1]!.y);
    expect(boxes[0]!.x + boxes[0]!.width).toBeLessThanOrEqual(boxes[1]!.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });

  it('shows a picture that was finished while the connection was down, once it is back', async () => {
    const { page, context } = await open();
    await signUp(context);
    const { girl, jobId } = await createGirl(context, { name: 'Echo' });
    await waitForJob(context, jobId);
    const gate = await installPushGate(page);
    await page.goto(`/pics/${girl.id}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Generate Pictures for Echo' }));
    await gate.ready;

    gate.hold();
    await page.getByRole('button', { name: 'Feet', exact: true }).click();
    await visible(page.getByRole('button', { name: 'Generating...', exact: true }));
    await expect.poll(() => gate.held('job:completed'), { timeout: 60_000, message: 'the job:completed push' }).toBe(1);
    // the push is lost with the connection; the socket comes back by itself
    gate.drop();
    const reconnected = page.waitForEvent('websocket', { timeout: 20_000 });
    gate.disconnect();
    await reconnected;

    await visible(page.getByRole('button', { name: 'Generate Custom Image', exact: true }), 20_000);
    await visible(page.getByRole('heading', { name: 'Gallery (1)' }));
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await loadedImage(page, page.getByRole('region', { name: 'Latest picture' }).getByRole('img'));
    expect(await creditsLeft(page)).toBe(4);
  });

  it('blurs NSFW posts on the feed until Show NSFW is on, and leads from a post to her chat', async () => {
    const { page, context } = await open();
    await signUp(context);
    const { girl, jobId } = await createGirl(context, { name: 'Iris', hair: 'Fiery Red' });
    await waitForJob(context, jobId);
    for (const preset of ['Sexy', 'Restaurant'] as const) {
      const res = await context.request.post(`/api/girls/${girl.id}/pics`, { data: { preset } });
      expect(res.status()).toBe(202);
      await waitForJob(context, ((await res.json()) as { jobId: string }).jobId);
    }

    await page.goto('/feed');
    await visible(page.getByRole('heading', { level: 1, name: 'AI Girlfriends Feed' }));
    const posts = page.getByRole('listitem').filter({ has: page.getByText('Iris', { exact: true }) });
    await expect.poll(() => posts.count()).toBe(2);
    // newest first: the Restaurant picture, then the Sexy one, which is blurred
    const [safe, nsfw] = [posts.nth(0), posts.nth(1)];
    await loadedImage(page, safe.getByRole('img', { name: 'Iris' }));
    await loadedImage(page, nsfw.getByRole('img', { name: 'Iris' }));
    expect(await safe.getByRole('img').getAttribute('data-blurred')).toBe('false');
    expect(await nsfw.getByRole('img').getAttribute('data-blurred')).toBe('true');
    expect(await nsfw.getByRole('img').evaluate((el) => getComputedStyle(el).filter)).toMatch(/blur\(/);
    expect(await safe.getByRole('img').evaluate((el) => getComputedStyle(el).filter)).toBe('none');
    await visible(nsfw.getByText('NSFW', { exact: true }));
    const toggle = page.getByRole('switch', { name: 'Show NSFW' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await shot(page, 'feed-blurred');

    await toggle.click();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => nsfw.getByRole('img').getAttribute('data-blurred')).toBe('false');
    await expect.poll(() => nsfw.getByRole('img').evaluate((el) => getComputedStyle(el).filter)).toBe('none');
    expect(await nsfw.getByText('NSFW', { exact: true }).count()).toBe(0);
    await shot(page, 'feed-unblurred');
    await page.setViewportSize(MOBILE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'feed-mobile', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    // remembered
    await page.reload();
    await visible(page.getByRole('switch', { name: 'Show NSFW', checked: true }));

    await nsfw.getByRole('link', { name: 'Chat with Her' }).click();
    await page.waitForURL((url) => url.pathname === `/chat/${girl.id}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Iris' }));
  });

  it('shows another user her chat and gallery without any of the owner-only buttons', async () => {
    const owner = await open();
    await signUp(owner.context);
    const { girl, jobId } = await createGirl(owner.context, { name: 'Skye' });
    await waitForJob(owner.context, jobId);
    const pic = await owner.context.request.post(`/api/girls/${girl.id}/pics`, { data: { preset: 'School' } });
    await waitForJob(owner.context, ((await pic.json()) as { jobId: string }).jobId);

    const { page, context } = await open();
    await signUp(context);
    await page.goto(`/pics/${girl.id}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Generate Pictures for Skye' }));
    await visible(page.getByRole('heading', { name: 'Gallery (1)' }));
    await loadedImage(page, galleryItems(page).first().getByRole('img'));
    for (const name of ['Generate Custom Image', 'Bikini', 'Nudes']) {
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    expect(await page.getByRole('button', { name: /^Delete picture/ }).count()).toBe(0);
    expect(await page.getByText(/^Free generations left/).count()).toBe(0);
    await shot(page, 'pics-other-user');

    await page.getByRole('link', { name: 'Chat with Skye' }).click();
    await page.waitForURL((url) => url.pathname === `/chat/${girl.id}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Skye' }));
    await visible(page.getByRole('log', { name: 'Messages with Skye' }));
    for (const name of ['Generate Bio', 'Generate New Look']) {
      expect(await page.getByRole('button', { name }).count(), name).toBe(0);
    }
    for (const name of ['Make Pictures', 'Make more']) {
      expect(await page.getByRole('link', { name }).count(), name).toBe(0);
    }
    // and the server refuses what the buttons would do
    for (const [path, body] of [
      [`/api/girls/${girl.id}/pics`, { preset: 'Club' }],
      [`/api/girls/${girl.id}/look`, {}],
      ['/api/girl-bio', { girlId: girl.id }],
    ] as const) {
      expect((await context.request.post(path, { data: body })).status(), path).toBe(403);
    }
    const picId = (await getGirl(context, girl.id)).pics[0].id;
    expect((await context.request.delete(`/api/girls/${girl.id}/pics/${picId}`)).status()).toBe(403);
  });
});
