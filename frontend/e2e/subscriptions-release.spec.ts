/**
 * Premium on the release build, as a visitor sees it in Chromium: signed out, then signed in on a
 * server that takes no payments (no receiver) in a browser with no wallet.
 */
import { describe, expect, inject, it } from 'vitest';

import { browserPages, type OpenOptions, screenshot, visible } from './support/browser';
import { signIn, signUp, TITLE } from './support/subscriptions';

const releaseUrl = inject('baseUrl');
const pages = browserPages({ adult: true });
const open = (baseUrl: string, options: OpenOptions = {}) => pages.open(baseUrl, options);

describe('subscriptions on the release build, without a receiver or a wallet', () => {
  it('asks a visitor to sign in, offers wallets to install, and says before any click when the server takes no payments', async () => {
    const visitor = await open(releaseUrl);
    await visitor.page.goto('/subscriptions');
    await visible(visitor.page.getByRole('heading', { level: 1, name: TITLE }));
    await visible(visitor.page.getByText('Please sign in to subscribe.'));
    await visible(visitor.page.getByRole('link', { name: 'Sign In' }).last());
    await screenshot(visitor.page, 'subscriptions-signed-out');

    const account = await signUp(releaseUrl);
    const session = await open(releaseUrl);
    await signIn(session, releaseUrl, account);
    const { page } = session;
    await page.goto('/subscriptions');
    await visible(page.getByText('Not Subscribed', { exact: true }));
    // this server has no receiver: it says so at once, and nothing can be started
    await visible(page.getByText('This feature is not available right now.', { exact: true }));
    expect(await page.getByRole('button', { name: 'Subscribe Now' }).isDisabled()).toBe(true);
    await visible(page.getByRole('button', { name: 'Show QR code' }));
    expect(await page.getByRole('button', { name: 'Show QR code' }).isDisabled()).toBe(true);
    // no wallet in this browser: where to get one instead of an empty picker
    await visible(page.getByText('No Solana wallet found in this browser.', { exact: false }));
    for (const name of ['Phantom', 'Solflare', 'Backpack'])
      await visible(page.getByRole('link', { name: `Get ${name}` }));
    expect(await page.getByRole('button', { name: 'Select Wallet' }).count()).toBe(0);
    expect(await page.getByText('Payment failed', { exact: false }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'subscriptions-unavailable-no-wallet', { fullPage: false });
  });
});
