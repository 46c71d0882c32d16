/**
 * Web Push in Chromium against the built app with push on (VAPID keys set): the manifest is served and
 * valid, the service worker takes the root scope, a push delivered to it (DevTools' ServiceWorker
 * domain: headless Chromium reaches no real push service) shows the notification, and a click on it
 * takes the tab to the page it names; the offer of notifications comes after the first finished job.
 */
import { createECDH } from 'node:crypto';

import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signUp } from './support/accounts';
import { browserPages, hidden, screenshot, socketConnected, visible } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const pages = browserPages({ adult: true });
let server: RunningServer;

beforeAll(async () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  server = await startServer({
    env: {
      VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
      VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString('base64url'),
      VAPID_SUBJECT: 'mailto:e2e@example.com',
    },
  });
});
afterAll(() => server?.stop());

const open = () => pages.open(server.baseUrl);

/** The page's service worker, once it is active: its script and scope. */
const activeWorker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { script: registration.active?.scriptURL, scope: registration.scope };
  });

/** The id DevTools gives the origin's service worker registration. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted && r.scopeURL === `${server.baseUrl}/`);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** What the test uses of a service worker's global scope (the DOM types here know no worker). */
interface WorkerScope {
  registration: { getNotifications(): Promise<Notification[]> };
  NotificationEvent: new (type: 'notificationclick', init: { notification: Notification }) => Event;
  dispatchEvent(event: Event): boolean;
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
    })),
  );

describe('Web Push', () => {
  it('serves a valid web app manifest, linked from the page, with icons of 192 and 512 pixels', async () => {
    const { page, context } = await open();
    await page.goto('/');
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${server.baseUrl}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data!) as Record<string, unknown> & { icons: { src: string; sizes: string }[] };
    expect(data).toMatchObject({ name: 'AI Girls', short_name: 'AI Girls', start_url: '/', display: 'standalone' });
    expect(data.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const served = await page.request.get('/manifest.webmanifest');
    expect(served.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    for (const size of [192, 512]) {
      const icon = data.icons.find((i) => i.sizes === `${size}x${size}`);
      const png = await page.request.get(icon!.src);
      expect(png.headers()['content-type']).toBe('image/png');
      const body = await png.body();
      expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([size, size]);
    }
  });

  it('registers the service worker at the root; a push shows its notification, a click opens its page', async () => {
    const { page, context } = await open();
    await context.grantPermissions(['notifications'], { origin: server.baseUrl });
    await signUp(context);
    await page.goto('/');
    expect(await activeWorker(page)).toEqual({ script: `${server.baseUrl}/sw.js`, scope: `${server.baseUrl}/` });
    const sw = await page.request.get('/sw.js');
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    expect(sw.headers()['cache-control']).toBe('no-cache');

    const cdp = await context.newCDPSession(page);
    const payload = {
      title: 'Your video is ready',
      body: 'Video Generator has finished. Tap to see it.',
      url: '/generate-video?job=j-42',
      tag: 'job:j-42',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.baseUrl,
      registrationId: await registrationId(cdp),
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() => shownNotifications(page), { timeout: 10_000 })
      .toEqual([
        {
          title: payload.title,
          body: payload.body,
          tag: payload.tag,
          data: { url: `${server.baseUrl}${payload.url}` },
        },
      ]);

    // headless Chromium has no notification to click: the worker gets the click event it would send
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });
    await page.waitForURL(`${server.baseUrl}${payload.url}`);
    await visible(page.getByRole('heading', { name: 'AI Video Generator' }));
    await expect.poll(() => shownNotifications(page)).toEqual([]);
  });

  it('offers notifications once a job has finished, not on page load; Not now is remembered', async () => {
    const { page, context } = await open();
    await signUp(context);
    const offer = page.getByRole('region', { name: 'Notifications offer' });
    const connected = socketConnected(page);
    await page.goto('/');
    await connected;
    await activeWorker(page);
    expect(await offer.count()).toBe(0);

    const finishJob = async () => {
      const res = await context.request.post('/api/flux-generate', {
        data: { prompt: 'a fox in the snow', aspectRatio: '1:1' },
      });
      expect(res.status()).toBe(202);
    };
    await finishJob();
    await visible(offer, 60_000);
    await visible(offer.getByRole('button', { name: 'Turn on notifications' }));
    await screenshot(page, 'notifications-offer', { fullPage: false });
    await offer.getByRole('button', { name: 'Not now' }).click();
    await hidden(offer);

    const again = socketConnected(page);
    await page.reload();
    await again;
    await finishJob();
    await visible(page.getByRole('status').filter({ hasText: 'Your image is ready' }), 60_000);
    expect(await offer.count()).toBe(0);
  });
});
