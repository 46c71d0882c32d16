/**
 * Sessions and limits as a person meets them: too many sign-in failures show the server's 429
 * message on the form, and a session ended in another tab takes the person to the sign-in page.
 */
import { describe, expect, inject, it } from 'vitest';

import { newUsername, PASSWORD, signUp } from './support/accounts';
import { browserPages, screenshot, visible } from './support/browser';

const baseUrl = inject('baseUrl');
const pages = browserPages({ adult: true });

describe('sessions and limits', () => {
  it('signs the owner in after strangers failed her username 10 times: slowed, never locked out', async () => {
    const username = newUsername('limited');
    const made = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    expect(made.status).toBe(201);
    // the e2e server keeps the default of 10 failures per username (support/server.ts): usernames are
    // public, so failures only slow the next attempts (up to 2 s), they never refuse the right password
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${baseUrl}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: `wrong password ${i}` }),
      });
      expect(res.status).toBe(401);
    }

    const { page } = await pages.open(baseUrl);
    await page.goto('/signin');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await visible(page.getByRole('banner').getByText(username, { exact: true }));
    expect(new URL(page.url()).pathname).not.toBe('/signin');
    await screenshot(page, 'signin-after-strangers-failed');
  });

  it('takes a person whose session ended in another tab to the sign-in page at their next request', async () => {
    const { page, context } = await pages.open(baseUrl);
    const username = await signUp(context);
    await page.goto('/');
    const header = page.getByRole('banner');
    await visible(header.getByText(username, { exact: true }));

    // another tab of the same browser signs out: the token is revoked on the server
    const other = await context.newPage();
    await other.goto('/');
    const status = await other.evaluate(async () => (await fetch('/api/auth/signout', { method: 'POST' })).status);
    expect(status).toBe(204);
    await other.close();

    // the first tab still shows her signed in; its next request answers 401
    await header.getByRole('link', { name: 'Chat', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/signin', { timeout: 15_000 });
    await visible(page.getByRole('heading', { name: 'Welcome Back' }));
    await visible(header.getByRole('link', { name: 'Sign In', exact: true }));
  });
});
