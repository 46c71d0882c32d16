/**
 * Premium, as a visitor pays for it in Chromium: a web build with the test wallet, a second app server
 * whose SOLANA_RPC_URL is a local ledger (litesvm), a wallet payment from the page, a payment from
 * "a phone" (Node) found by the reconciler and pushed to the page, and premium taking effect at once
 * on other open pages. The release build is checked for any trace of the test wallet (what it shows
 * without a receiver or a wallet: subscriptions-release.spec.ts).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { CHAT_MESSAGES, type Message } from '@contracts';
import { Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { browserPages, hidden, type OpenOptions, screenshot, socketConnected, visible } from './support/browser';
import { buildTestWalletWeb, payTransferRequest, type RunningLedger, startLedger } from './support/ledger';
import { type RunningServer, startServer } from './support/server';
import { ANDROID_UA, NETWORK_NOTICE, PRICE, SHORT_ADDRESS, SUCCESS } from './support/subscription-texts';
import {
  call,
  chatToTheLimit,
  girlWithPortrait,
  me,
  monthAfter,
  openOtherPages,
  pageDate,
  signIn,
  signUp,
  TITLE,
} from './support/subscriptions';

const RELEASE_DIST = fileURLToPath(new URL('../dist/', import.meta.url));

let ledger: RunningLedger;
let webDir: string;
/** the app built with the test wallet, paying to `receiver` on the ledger */
let paying: RunningServer;
const receiver = Keypair.generate().publicKey.toBase58();
const pages = browserPages({ adult: true });

beforeAll(async () => {
  ledger = await startLedger();
  webDir = await mkdtemp(join(tmpdir(), 'aigirls-test-wallet-web-'));
  await buildTestWalletWeb(ledger.url, webDir);
  paying = await startServer({
    webDir,
    env: { SOLANA_RPC_URL: ledger.url, SOLANA_RECEIVER: receiver, CHAT_WORD_DELAY_MS: '0' },
  });
});

afterAll(async () => {
  await paying?.stop();
  await ledger?.close();
  if (webDir) await rm(webDir, { recursive: true, force: true });
});

const open = (baseUrl: string, options: OpenOptions = {}) => pages.open(baseUrl, options);

describe('subscriptions', () => {
  it('connects the test wallet, shows the balance, subscribes, and premium takes effect at once on the open chat and pics pages', async () => {
    const account = await signUp(paying.baseUrl);
    const [girl] = await Promise.all([
      girlWithPortrait(paying.baseUrl, account, 'Mia'),
      girlWithPortrait(paying.baseUrl, account, 'Lena'),
    ]);
    await chatToTheLimit(paying.baseUrl, account, girl.id);

    const session = await open(paying.baseUrl);
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: paying.baseUrl });
    await signIn(session, paying.baseUrl, account);
    const { chat, pics } = await openOtherPages(session, girl);

    const { page } = session;
    const socket = socketConnected(page);
    await page.goto('/subscriptions');
    await socket;
    await visible(page.getByRole('heading', { level: 1, name: TITLE }));
    await visible(page.getByText(PRICE, { exact: true }));
    await visible(page.getByText('Not Subscribed', { exact: true }));
    const subscribe = page.getByRole('button', { name: 'Subscribe Now' });
    await visible(subscribe);
    expect(await subscribe.isDisabled()).toBe(true);
    await visible(page.getByText('Please connect your wallet first.', { exact: true }));
    // the network (a local test ledger here), said plainly at the price and the wallet button
    const notices = page.getByRole('region', { name: 'Premium' }).getByText(NETWORK_NOTICE, { exact: true });
    await expect.poll(() => notices.count()).toBe(2);
    // the strip: the two portraits there are (up to 6)
    const gallery = page.getByRole('list', { name: 'Gallery' });
    await visible(gallery.getByRole('img', { name: 'Lena' }));
    expect(await gallery.getByRole('img').count()).toBe(2);
    await screenshot(page, 'subscriptions-not-subscribed');

    // the wallet picker: the test wallet is detected; Escape closes it
    const walletButton = page.getByRole('button', { name: 'Select Wallet' });
    await walletButton.click();
    const picker = page.getByRole('dialog');
    await visible(picker.getByRole('heading', { name: 'Connect a wallet on Solana to continue' }));
    const testWallet = picker.getByRole('button', { name: /Test Wallet/ });
    await visible(testWallet);
    expect(await testWallet.textContent()).toContain('Detected');
    await screenshot(page, 'subscriptions-wallet-picker', { fullPage: false });
    await page.keyboard.press('Escape');
    await hidden(picker);

    // connect: 'Connecting ...' while the test wallet asks the ledger for its airdrop (held back a
    // moment here), then the shortened address and the balance (3 decimals)
    await page.route(
      (url) => url.origin === new URL(ledger.url).origin,
      async (route) => {
        if (route.request().postData()?.includes('requestAirdrop')) await new Promise((r) => setTimeout(r, 1000));
        await route.continue();
      },
    );
    await walletButton.click();
    await picker.getByRole('button', { name: /Test Wallet/ }).click();
    await visible(page.getByRole('button', { name: 'Connecting ...' }));
    const addressButton = page.locator('.wallet-adapter-dropdown > button');
    await expect
      .poll(async () => (await addressButton.textContent())?.trim(), { timeout: 20_000 })
      .toMatch(SHORT_ADDRESS);
    await visible(page.getByText('Balance: 2.000 SOL'));
    // linking asks the wallet to sign the server's sign-in message (the test wallet signs at once)
    expect((await me(paying.baseUrl, account)).wallet).toBeNull();
    await page.getByRole('button', { name: 'Link wallet' }).click();
    await visible(page.getByText('Wallet linked to your account.'));
    await expect
      .poll(async () => (await me(paying.baseUrl, account)).wallet, { timeout: 10_000 })
      .toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    const wallet = (await me(paying.baseUrl, account)).wallet!;
    expect((await addressButton.textContent())?.trim()).toBe(`${wallet.slice(0, 4)}..${wallet.slice(-4)}`);
    expect(await subscribe.isEnabled()).toBe(true);
    expect(await page.getByText('Please connect your wallet first.').count()).toBe(0);

    // the dropdown: Copy address (then Copied), Change wallet, Disconnect
    await addressButton.click();
    const menu = page.getByRole('menu');
    await visible(menu.getByRole('menuitem', { name: 'Copy address' }));
    await visible(menu.getByRole('menuitem', { name: 'Change wallet' }));
    await visible(menu.getByRole('menuitem', { name: 'Disconnect' }));
    await screenshot(page, 'subscriptions-wallet-menu', { fullPage: false });
    await menu.getByRole('menuitem', { name: 'Copy address' }).click();
    await visible(menu.getByRole('menuitem', { name: 'Copied' }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet);
    await visible(menu.getByRole('menuitem', { name: 'Copy address' })); // back after 400 ms
    await page.getByRole('heading', { level: 1 }).click(); // closes the menu

    // subscribe; the confirm call is held back a moment so that 'Processing...' can be seen
    await page.route('**/api/subscriptions/confirm', async (route) => {
      await new Promise((r) => setTimeout(r, 1000));
      await route.continue();
    });
    const before = new Date();
    // the other tabs' toast closes by itself after a few seconds: watch for it from now on
    const chatToast = visible(chat.getByText('Premium is active'), 120_000);
    await subscribe.click();
    const processing = page.getByRole('button', { name: 'Processing...' });
    await visible(processing);
    expect(await processing.isDisabled()).toBe(true);
    await visible(page.getByText('Updating your subscription…'));

    const success = page.getByRole('status').filter({ hasText: 'Subscription successful!' });
    await visible(success, 30_000);
    const [, signature, expires] = SUCCESS.exec((await success.textContent()) ?? '') ?? [];
    expect(signature, 'the success message').toBeDefined();
    const user = await me(paying.baseUrl, account);
    expect(user.isSubscribed).toBe(true);
    const subEnd = new Date(user.subEnd!);
    expect(subEnd.getTime()).toBeGreaterThanOrEqual(monthAfter(before).getTime() - 60_000);
    expect(subEnd.getTime()).toBeLessThanOrEqual(monthAfter(new Date()).getTime() + 60_000);
    expect(expires).toBe(pageDate(subEnd));
    await visible(page.getByText(`Subscribed until ${pageDate(subEnd)}`, { exact: true }));
    await visible(page.getByRole('banner').getByText('Premium', { exact: true }));
    await visible(page.getByText('Balance: 1.900 SOL'));
    // the page says it itself: no toast here (the other tabs get one)
    expect(await page.getByRole('region', { name: 'Notifications' }).getByText('Premium is active').count()).toBe(0);
    await visible(page.getByRole('button', { name: 'Subscribe Now' }));

    // the chain has it: 0.1 SOL from the wallet to the receiver, with the reference read-only
    const record = ledger.ledger.transaction(signature);
    expect(record?.err).toBeNull();
    const keys = record!.tx.message.staticAccountKeys.map((k) => k.toBase58());
    expect(keys[0]).toBe(wallet);
    expect(keys).toContain(receiver);
    expect(ledger.ledger.balance(receiver)).toBe(0.1 * LAMPORTS_PER_SOL);
    await screenshot(page, 'subscriptions-subscribed');

    // the other tabs changed without a reload: no upsell, the header says Premium, no credits line
    await hidden(chat.locator('[data-upsell]'));
    await visible(chat.getByRole('banner').getByText('Premium', { exact: true }));
    await chatToast;
    await hidden(pics.getByText('Free generations left:'));
    // and the chat goes on past the free limit
    const input = chat.getByLabel(/Message to/);
    expect(await input.isEnabled()).toBe(true);
    const herMessages = async () =>
      (
        await call<{ messages: Message[] }>(paying.baseUrl, 'GET', `/api/chats/${girl.id}`, account.token)
      ).body.messages.filter((m) => m.sender === 'ai').length;
    expect(await herMessages()).toBe(5);
    await input.fill('Now we can talk as long as we like.');
    await input.press('Enter');
    await expect.poll(herMessages, { timeout: 20_000 }).toBe(6);
    await visible(chat.getByText('Now we can talk as long as we like.'));
    expect(await chat.locator('[data-upsell]').count()).toBe(0);
    expect(await chat.getByText(CHAT_MESSAGES.upsell).count()).toBe(0);
    await screenshot(chat, 'subscriptions-chat-after-premium', { fullPage: false });

    // disconnect: back to 'Select Wallet', Subscribe Now disabled again
    await addressButton.click();
    await page.getByRole('menuitem', { name: 'Disconnect' }).click();
    await visible(page.getByRole('button', { name: 'Select Wallet' }));
    expect(await page.getByRole('button', { name: 'Subscribe Now' }).isDisabled()).toBe(true);
  });

  it('on a phone, with no wallet linked yet: pays the QR code from a wallet app, the page updates by push and that wallet is linked', async () => {
    const account = await signUp(paying.baseUrl);
    const phoneWallet = Keypair.generate();
    ledger.ledger.airdrop(phoneWallet.publicKey.toBase58(), LAMPORTS_PER_SOL);

    const session = await open(paying.baseUrl, { viewport: { width: 375, height: 812 }, userAgent: ANDROID_UA });
    await signIn(session, paying.baseUrl, account);
    const { page } = session;
    const socket = socketConnected(page);
    await page.goto('/subscriptions');
    await socket;
    await visible(page.getByRole('heading', { level: 1, name: TITLE }));
    await visible(page.getByText('Not Subscribed', { exact: true }));
    await visible(page.getByText('Please connect your wallet first.', { exact: true }));
    // nothing wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // the picker fits a phone
    await page.getByRole('button', { name: 'Select Wallet' }).click();
    const picker = page.getByRole('dialog');
    await visible(picker.getByRole('heading', { name: 'Connect a wallet on Solana to continue' }));
    await visible(picker.getByRole('button', { name: /Test Wallet/ }));
    await screenshot(page, 'subscriptions-wallet-picker-mobile', { fullPage: false });
    await page.keyboard.press('Escape');
    await hidden(picker);

    await page.getByRole('button', { name: 'Show QR code' }).click();
    const qr = page.getByRole('img', { name: 'Solana Pay QR code for 0.1 SOL' });
    await visible(qr);
    await visible(page.getByRole('region', { name: 'Paying from your phone?' }).getByText(NETWORK_NOTICE));
    const href = (await page.getByRole('link', { name: 'Open in wallet app' }).getAttribute('href')) ?? '';
    expect(await qr.getAttribute('data-qr-value')).toBe(href);
    const url = new URL(href);
    expect(url.protocol).toBe('solana:');
    expect(url.pathname).toBe(receiver);
    expect(url.searchParams.get('amount')).toBe('0.1');
    expect(url.searchParams.get('label')).toBe('AI Girls');
    expect(url.searchParams.get('message')).toBe('Premium for one month');
    const reference = url.searchParams.get('reference')!;
    expect(reference).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    await visible(page.getByText('Waiting for your payment…'));
    await screenshot(page, 'subscriptions-qr-mobile');

    // the phone wallet pays; the page never confirms: the reconciler (every 15 s) finds it and pushes
    const signature = await payTransferRequest(ledger.url, phoneWallet, {
      recipient: receiver,
      lamports: 0.1 * LAMPORTS_PER_SOL,
      reference,
    });
    const success = page.getByRole('status').filter({ hasText: 'Subscription successful!' });
    await visible(success, 45_000);
    const [, shown, expires] = SUCCESS.exec((await success.textContent()) ?? '') ?? [];
    expect(shown).toBe(signature);
    const user = await me(paying.baseUrl, account);
    expect(user.wallet).toBe(phoneWallet.publicKey.toBase58());
    expect(expires).toBe(pageDate(user.subEnd!));
    await visible(page.getByText(`Subscribed until ${pageDate(user.subEnd!)}`, { exact: true }));
    expect(await qr.count()).toBe(0);
    await screenshot(page, 'subscriptions-qr-paid-mobile');
  });
});

describe('subscriptions on the release build', () => {
  it('has no trace of the test wallet', async () => {
    const files = await readdir(RELEASE_DIST, { recursive: true, withFileTypes: true });
    const assets = files
      .filter((f) => f.isFile() && /\.(js|css|html)$/.test(f.name))
      .map((f) => join(f.parentPath, f.name));
    expect(assets.length).toBeGreaterThan(5);
    const markers = ['Test Wallet', 'testWalletSecretKey', 'TestWallet'];
    for (const file of assets) {
      const text = await readFile(file, 'utf8');
      for (const marker of markers) expect(text.includes(marker), `${marker} in ${file}`).toBe(false);
    }
    // the markers are real: the test build has them
    const testAssets = (await readdir(join(webDir, 'assets'))).map((name) => join(webDir, 'assets', name));
    const found = await Promise.all(
      testAssets.map(async (file) => (await readFile(file, 'utf8')).includes('testWalletSecretKey')),
    );
    expect(found.some(Boolean)).toBe(true);
  });
});
