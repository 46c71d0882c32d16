/**
 * The foundation, as a visitor sees it in Chromium against the real built app: the 18+ gate, sign-up,
 * the session cookie, sign-in errors, a job's result pushed to the page, the public pages, mobile.
 */
import { describe, expect, inject, it } from 'vitest';

import { newUsername, PASSWORD, signUp } from './support/accounts';
import { browserPages, hidden, type OpenOptions, screenshot, socketConnected, visible } from './support/browser';

const baseUrl = inject('baseUrl');
const GATE_NOTICE = 'This site contains content for adults only.';
const JWT = /eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/;

const pages = browserPages();
/** A fresh context and page for the current test; closed (and checked for CSP violations) after it. */
const open = (options: OpenOptions = {}) => pages.open(baseUrl, options);

/** Creates an account straight through the API, outside any browser (no cookie is kept). */
async function createAccount(username = newUsername()) {
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  expect(res.status).toBe(201);
  return username;
}

describe('foundation', () => {
  it('shows only the 18+ notice on a first visit, and remembers the confirmation', async () => {
    const { page } = await open();
    await page.goto('/');

    const notice = page.getByRole('heading', { name: GATE_NOTICE });
    await visible(notice);
    await visible(page.getByRole('button', { name: 'I am 18 or older' }));
    await visible(page.getByRole('button', { name: 'Leave' }));
    // nothing of the app: no header, no navigation, no link, no page content
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByRole('link').count()).toBe(0);
    expect(await page.getByRole('button').count()).toBe(2);
    expect(await page.locator('#main').count()).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem('ageConfirmed'))).toBeNull();
    await screenshot(page, 'gate');

    // a deep link is gated too
    await page.goto('/users');
    await visible(notice);
    expect(await page.getByRole('heading', { name: 'Our Community' }).count()).toBe(0);

    await page.getByRole('button', { name: 'I am 18 or older' }).click();
    await visible(page.getByRole('heading', { name: 'Our Community' }));
    await visible(page.getByRole('navigation', { name: 'Main' }));
    expect(await notice.count()).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem('ageConfirmed'))).toBe('true');

    await page.reload();
    await visible(page.getByRole('heading', { name: 'Our Community' }));
    expect(await notice.count()).toBe(0);
  });

  it('signs up, stays signed in across a reload with only an httpOnly cookie, and signs out', async () => {
    const { page, context } = await open({ adult: true });
    const username = newUsername();

    await page.goto('/signin');
    await visible(page.getByRole('heading', { name: 'Welcome Back' }));
    await screenshot(page, 'signin');

    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await visible(page.getByRole('heading', { name: 'Create Account' }));
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/mygirls', { timeout: 15_000 });
    const header = page.getByRole('banner');
    await visible(header.getByText(username, { exact: true }));
    await visible(header.getByText('5 credits', { exact: true }));
    expect(await header.getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(0);
    await screenshot(page, 'header-signed-in', { fullPage: false });

    await page.reload();
    // '5 credits' only renders from GET /api/auth/me (the remembered username alone would not show it)
    await visible(header.getByText('5 credits', { exact: true }));
    await visible(header.getByText(username, { exact: true }));
    expect(new URL(page.url()).pathname).toBe('/mygirls');

    // no token in the browser's storage: only the httpOnly cookie carries the session
    const stored = await page.evaluate(() => ({
      local: Object.entries(window.localStorage),
      session: Object.entries(window.sessionStorage),
      cookie: document.cookie,
    }));
    for (const [key, value] of [...stored.local, ...stored.session]) {
      expect(key, `storage key ${key}`).not.toMatch(/token|session|jwt/i);
      expect(value, `storage value of ${key}`).not.toMatch(JWT);
    }
    expect(stored.cookie).not.toMatch(/(^|;\s*)session=/);
    const cookie = (await context.cookies()).find((c) => c.name === 'session');
    expect(cookie, 'the session cookie').toBeDefined();
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe('Lax');
    expect(cookie!.value).toMatch(JWT);

    await header.getByRole('button', { name: 'Sign out' }).click();
    await visible(header.getByRole('link', { name: 'Sign In', exact: true }));
    await hidden(header.getByText(username, { exact: true }));
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await context.cookies()).find((c) => c.name === 'session')).toBeUndefined();

    await page.reload();
    await visible(header.getByRole('link', { name: 'Sign In', exact: true }));
    expect(await header.getByText(username, { exact: true }).count()).toBe(0);
  });

  it('explains a wrong password and blank fields on the sign-in form', async () => {
    const username = await createAccount();
    const { page } = await open({ adult: true });
    await page.goto('/signin');
    await visible(page.getByRole('heading', { name: 'Welcome Back' }));
    const submit = page.getByRole('button', { name: 'Sign In', exact: true });
    const alert = page.getByRole('alert');

    await submit.click();
    await visible(alert.getByText('Please fill in all fields', { exact: true }));

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('   ');
    await submit.click();
    await visible(alert.getByText('Please fill in all fields', { exact: true }));

    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await submit.click();
    await visible(alert.getByText('Incorrect password. Please try again.', { exact: true }));
    expect(new URL(page.url()).pathname).toBe('/signin');
    await screenshot(page, 'signin-wrong-password');

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await submit.click();
    await page.waitForURL((url) => url.pathname === '/mygirls', { timeout: 15_000 });
    await visible(page.getByRole('banner').getByText(username, { exact: true }));
  });

  it('shows a toast when a queued image job finishes (pushed over the socket)', async () => {
    const { page, context } = await open({ adult: true });
    const username = await signUp(context);

    const connected = socketConnected(page);
    await page.goto('/mygirls');
    await visible(page.getByRole('banner').getByText(username, { exact: true }));
    await connected;

    const queued = await page.evaluate(async () => {
      const res = await fetch('/api/flux-generate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: 'long blonde hair, green eyes', aspectRatio: '9:16' }),
      });
      return { status: res.status, body: (await res.json()) as { jobId?: string; status?: string } };
    });
    expect(queued.status).toBe(202);
    expect(queued.body.jobId).toBeTruthy();

    const toast = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('status')
      .filter({ hasText: 'Your image is ready' });
    await visible(toast, 60_000);
    await toast.hover(); // a hovered toast stays (it would go after 6 s)

    // the picture in the toast is the job's result, served by the app
    const job = (await (await context.request.get(`/api/jobs/${queued.body.jobId}`)).json()) as {
      status: string;
      result: { imageUrl: string };
    };
    expect(job.status).toBe('completed');
    const imageUrl = job.result.imageUrl;
    const img = toast.locator('img');
    expect(await img.getAttribute('src')).toBe(imageUrl);
    await page.waitForFunction((el) => (el as HTMLImageElement).complete, await img.elementHandle(), {
      timeout: 10_000,
    });
    expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'toast', { fullPage: false });

    // View opens the picture in the app, over the page; closing it closes the toast
    await toast.getByRole('button', { name: 'View' }).click();
    const viewer = page.getByRole('dialog', { name: 'Picture of Your image is ready' });
    await visible(viewer);
    expect(await viewer.locator('img').getAttribute('src')).toBe(imageUrl);
    expect(new URL(page.url()).pathname).not.toMatch(/^\/media\//);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await hidden(viewer);
    await hidden(toast);
  });

  it('renders the home page and /users from real data', async () => {
    await createAccount();
    const { page } = await open({ adult: true });

    const girls = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/girls/random', { timeout: 15_000 });
    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'Your AI girlfriend, made by you' }));
    expect((await girls).status()).toBe(200);
    const girlCount = ((await (await girls).json()) as unknown[]).length;
    await hidden(page.getByText('Loading pictures…'));
    expect(await page.getByText('Pictures are resting right now').count()).toBe(0);
    if (girlCount === 0) await visible(page.getByText('No girls here yet'));
    await screenshot(page, 'home');

    const stats = (await (await fetch(`${baseUrl}/api/users/stats`)).json()) as { users: number };
    await page.goto('/users');
    await visible(page.getByRole('heading', { name: 'Our Community' }));
    const usersCard = page.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Users$/ }) });
    const shown = (await (await visible(usersCard.locator('dd').first())).innerText()).trim();
    const users = Number(shown.replace(/,/g, ''));
    expect(users).toBeGreaterThanOrEqual(1);
    expect(users).toBeGreaterThanOrEqual(stats.users);
    await screenshot(page, 'users');
  });

  it('answers 404 with the app for an address that is no page, and 200 for a page', async () => {
    expect((await fetch(`${baseUrl}/no-such-page`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/chat/some-girl`)).status).toBe(200);
    const { page } = await open({ adult: true });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await visible(page.getByRole('heading', { level: 1, name: 'Page not found' }));
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('collapses the navigation behind a menu button at 375 px', async () => {
    const { page } = await open({ adult: true, viewport: { width: 375, height: 812 } });
    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'Your AI girlfriend, made by you' }));

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await visible(menuButton);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Feed' }).isVisible()).toBe(false);
    await screenshot(page, 'mobile', { fullPage: false });

    await menuButton.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await visible(close);
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    await visible(page.getByRole('banner').getByRole('link', { name: 'Feed' }));
    await visible(page.getByRole('banner').getByRole('link', { name: 'Sign In' }));
    await screenshot(page, 'mobile-menu-open', { fullPage: false });

    await page.keyboard.press('Escape');
    await visible(page.getByRole('button', { name: 'Open menu' }));
    await hidden(page.getByRole('banner').getByRole('link', { name: 'Feed' }));
  });
});
