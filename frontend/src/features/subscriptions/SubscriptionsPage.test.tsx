import { type PaymentIntent, WALLET_LINK_TEXT } from '@contracts';
import type { PublicKey } from '@solana/web3.js';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { resetPublicConfig } from '../../app/publicConfig';
import { applySubscriptionUpdated } from './paymentPush';
import SubscriptionsPage from './SubscriptionsPage';
import {
  fakeConnection,
  fakeWallet,
  INTENT,
  mockApi,
  RECEIVER,
  REFERENCE,
  renderWithWallet,
  SIGNATURE,
  signInMessageFor,
  SUB_END,
  userOf,
} from './testKit';

// web3.js cannot encode instructions under jsdom: the transaction itself is tested in transfer.test.ts
const built = vi.hoisted(() => ({ calls: [] as { payer: string; intent: PaymentIntent; blockhash: string }[] }));
vi.mock('./transfer', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./transfer')>()),
  buildTransfer: (payer: PublicKey, intent: PaymentIntent, blockhash: { blockhash: string }) => {
    const call = { payer: payer.toBase58(), intent, blockhash: blockhash.blockhash };
    built.calls.push(call);
    return call;
  },
}));

const TITLE = 'Chat without limits and generate as many images as you want';
const SUCCESS = `Subscription successful! Transaction ID: ${SIGNATURE} Expires on: June 10, 2027`;

describe('subscription page', () => {
  it('asks a signed-out visitor to sign in, under the title and price line, with the gallery strip', async () => {
    mockApi(null);
    renderWithWallet(<SubscriptionsPage />, fakeWallet({ connected: false }).state);
    expect(await screen.findByText('Please sign in to subscribe.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(screen.getByText('0.1 SOL for full access')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('button', { name: 'Subscribe Now' })).not.toBeInTheDocument();
    // fetch 12, show 6
    const gallery = await screen.findByRole('list', { name: 'Gallery' });
    await waitFor(() => expect(within(gallery).getAllByRole('img')).toHaveLength(6));
  });

  it("says 'Not Subscribed' and keeps Subscribe Now disabled until a wallet is connected", async () => {
    mockApi(userOf());
    renderWithWallet(<SubscriptionsPage />, fakeWallet({ connected: false }).state);
    expect(await screen.findByText('Not Subscribed')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Subscribe Now' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Please connect your wallet first.');
    // no wallet in this browser: where to get one, and the QR code, which needs none
    expect(screen.queryByRole('button', { name: 'Select Wallet' })).not.toBeInTheDocument();
    expect(screen.getByText(/No Solana wallet found in this browser/)).toBeInTheDocument();
    for (const [name, url] of [
      ['Phantom', 'https://phantom.com/download'],
      ['Solflare', 'https://solflare.com/download'],
      ['Backpack', 'https://backpack.app/downloads'],
    ]) {
      expect(screen.getByRole('link', { name: `Get ${name}` })).toHaveAttribute('href', url);
    }
    expect(screen.getByRole('link', { name: 'pay with the QR code' })).toHaveAttribute('href', '#phone-title');
    expect(screen.getByRole('button', { name: 'Show QR code' })).toBeEnabled();
  });

  it('shows the date a subscription runs until', async () => {
    mockApi(userOf({ isSubscribed: true, subEnd: SUB_END }));
    renderWithWallet(<SubscriptionsPage />, fakeWallet({ connected: false }).state);
    expect(await screen.findByText('Subscribed until June 10, 2027')).toBeInTheDocument();
    expect(screen.queryByText('Not Subscribed')).not.toBeInTheDocument();
  });

  it('shows a skeleton, not the wallet button, until the wallet libraries are loaded', async () => {
    mockApi(userOf());
    renderWithWallet(<SubscriptionsPage />, null);
    expect(await screen.findByText('Not Subscribed')).toBeInTheDocument();
    expect(screen.getByText('Loading wallets…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe Now' })).not.toBeInTheDocument();
  });

  it('pays with the wallet: balance with 3 decimals, Processing..., the success message, and the new status', async () => {
    let sent: unknown = null;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = mockApi(userOf());
    const wallet = fakeWallet({
      send: async (tx) => {
        sent = tx;
        await held;
        return SIGNATURE;
      },
    });
    renderWithWallet(<SubscriptionsPage />, wallet.state, fakeConnection({ lamports: 1_899_995_000 }));

    expect(await screen.findByText('1.900 SOL')).toBeInTheDocument();
    const address = wallet.publicKey!.toBase58();
    expect(screen.getByRole('button', { name: `${address.slice(0, 4)}..${address.slice(-4)}` })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Subscribe Now' });
    expect(button).toBeEnabled();

    await userEvent.click(button);
    const processing = await screen.findByRole('button', { name: 'Processing...' });
    expect(processing).toBeDisabled();
    expect(await screen.findByText('Approve the payment in your wallet…')).toBeInTheDocument();
    await act(async () => release());

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(await screen.findByText('Subscribed until June 10, 2027')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();

    // the wallet was linked first, and the transfer carries the reference as a read-only non-signer
    const calls = fetchMock.mock.calls.map(
      ([input, init]) =>
        `${(input instanceof Request ? input.method : init?.method) ?? 'GET'} ${new URL(input instanceof Request ? input.url : String(input), 'http://x').pathname}`,
    );
    expect(calls.indexOf('PUT /api/users/me/wallet')).toBeLessThan(calls.indexOf('POST /api/subscriptions/intent'));
    // linking it meant signing the server's sign-in message
    expect(wallet.signMessage).toHaveBeenCalledTimes(1);
    expect(new TextDecoder().decode(wallet.signMessage!.mock.calls[0][0])).toBe(signInMessageFor(address));
    expect(calls).toContain('POST /api/subscriptions/confirm');
    // the transfer of the intent, from the connected wallet, was handed to the wallet
    expect(sent).toEqual({ payer: address, intent: INTENT, blockhash: expect.any(String) as string });
    expect(sent).toBe(built.calls.at(-1));
  });

  it("says 'Payment failed: …' when the wallet refuses", async () => {
    mockApi(userOf());
    const wallet = fakeWallet({ send: () => Promise.reject(new Error('User rejected the request.')) });
    renderWithWallet(<SubscriptionsPage />, wallet.state);
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed: User rejected the request.');
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
  });

  it('pays nothing from a wallet that cannot sign messages (it cannot be linked), and says why', async () => {
    mockApi(userOf());
    const wallet = fakeWallet({ sign: null });
    renderWithWallet(<SubscriptionsPage />, wallet.state);
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Payment failed: ${WALLET_LINK_TEXT.cannotSign}`);
    expect(wallet.sendTransaction).not.toHaveBeenCalled();
  });

  it("says 'Transaction failed: …' when the transaction failed on chain", async () => {
    mockApi(userOf());
    renderWithWallet(
      <SubscriptionsPage />,
      fakeWallet().state,
      fakeConnection({ status: { err: { InstructionError: [0, 'Custom'] } } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Transaction failed: {"InstructionError":[0,"Custom"]}');
  });

  it('says the transaction succeeded but the subscription was not updated when the server fails', async () => {
    mockApi(userOf(), (_method, path) =>
      path === '/api/subscriptions/confirm'
        ? {
            status: 503,
            body: { statusCode: 503, message: 'The Solana RPC could not be asked', error: 'Service Unavailable' },
          }
        : undefined,
    );
    renderWithWallet(<SubscriptionsPage />, fakeWallet().state);
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Transaction succeeded, but updating subscription failed.',
    );
  });

  it('says payments are not available before anyone clicks, with both ways to pay disabled and no failure', async () => {
    mockApi(userOf(), (_method, path) =>
      path === '/api/subscriptions/status'
        ? { body: { isSubscribed: false, subEnd: null, paymentsAvailable: false } }
        : undefined,
    );
    renderWithWallet(<SubscriptionsPage />, fakeWallet().state);
    expect(await screen.findByText('This feature is not available right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show QR code' })).toBeDisabled();
    expect(screen.queryByText(/Payment failed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a Solana Pay QR code for the linked wallet, and the success message when the payment is pushed', async () => {
    const user = userOf({ wallet: RECEIVER });
    mockApi(user);
    const { store } = renderWithWallet(<SubscriptionsPage />, fakeWallet({ connected: false }).state);
    await userEvent.click(await screen.findByRole('button', { name: 'Show QR code' }));
    const qr = await screen.findByRole('img', { name: 'Solana Pay QR code for 0.1 SOL' });
    const url = `solana:${RECEIVER}?amount=0.1&reference=${REFERENCE}&label=AI%20Girls&message=Premium%20for%20one%20month`;
    expect(qr).toHaveAttribute('data-qr-value', url);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByRole('link', { name: 'Open in wallet app' })).toHaveAttribute('href', url);
    expect(screen.getByText('Waiting for your payment…')).toBeInTheDocument();

    act(() =>
      applySubscriptionUpdated(store.dispatch, {
        user: { ...user, isSubscribed: true, subEnd: SUB_END },
        signature: SIGNATURE,
      }),
    );
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(await screen.findByText('Subscribed until June 10, 2027')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Solana Pay QR code for 0.1 SOL' })).not.toBeInTheDocument();
    // the page says it: no toast
    expect(store.getState().toasts.items).toHaveLength(0);
  });

  it("says 'Solana devnet: test SOL, no real money' at the price, the wallet button and the QR code", async () => {
    resetPublicConfig();
    const notice = 'Solana devnet: test SOL, no real money';
    mockApi(userOf({ wallet: RECEIVER }), (_method, path) => {
      if (path === '/api/config')
        return { body: { solana: { cluster: 'devnet', rpcUrl: 'https://api.devnet.solana.com' } } };
      if (path === '/api/subscriptions/intent') return { status: 201, body: { ...INTENT, cluster: 'devnet' } };
      return undefined;
    });
    renderWithWallet(<SubscriptionsPage />, fakeWallet({ connected: false }).state);
    const premium = await screen.findByRole('region', { name: 'Premium' });
    await waitFor(() => expect(within(premium).getAllByText(notice)).toHaveLength(2)); // price, wallet button
    await userEvent.click(screen.getByRole('button', { name: 'Show QR code' }));
    const phone = await screen.findByRole('region', { name: 'Paying from your phone?' });
    expect(await within(phone).findByText(notice)).toBeInTheDocument();
    const qr = within(phone).getByRole('img', { name: 'Solana Pay QR code for 0.1 SOL' });
    expect(qr.getAttribute('data-qr-value')).toMatch(/&cluster=devnet$/);
    resetPublicConfig();
  });
});
