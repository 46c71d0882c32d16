import { base58, WALLET_LINK_ERRORS, WALLET_LINK_TEXT } from '@contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { useMeQuery } from '../auth/authApi';
import { fakeWallet, mockApi, renderWithWallet, signInMessageFor, userOf } from '../subscriptions/testKit';
import { WalletLinkStep } from './WalletLinkStep';

/** The step as the page shows it: for the signed-in user, who changes once linked. */
function Step() {
  const { data: user } = useMeQuery();
  return user ? <WalletLinkStep user={user} /> : null;
}

const SIGNED = new Uint8Array(64).fill(7);

function setUp(options: Parameters<typeof fakeWallet>[0] = {}, linkAnswer?: { status: number; message: string }) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  mockApi(userOf(), (method, path, body) => {
    if (path.startsWith('/api/users/me/wallet')) requests.push({ method, path, body });
    if (linkAnswer && path === '/api/users/me/wallet')
      return { status: linkAnswer.status, body: { statusCode: linkAnswer.status, message: linkAnswer.message } };
    return undefined;
  });
  const wallet = fakeWallet(options);
  renderWithWallet(<Step />, wallet.state);
  return { wallet, requests, address: wallet.publicKey!.toBase58() };
}

const linkButton = () => screen.findByRole('button', { name: WALLET_LINK_TEXT.link });

describe('the link step of the wallet button', () => {
  it("has the wallet sign the server's message, and links the wallet with that signature", async () => {
    const { wallet, requests, address } = setUp();
    expect(await screen.findByText(WALLET_LINK_TEXT.prompt)).toBeInTheDocument();
    await userEvent.click(await linkButton());

    expect(await screen.findByText(WALLET_LINK_TEXT.linked)).toBeInTheDocument();
    expect(wallet.signMessage).toHaveBeenCalledTimes(1);
    const signed = wallet.signMessage!.mock.calls[0][0];
    expect(new TextDecoder().decode(signed)).toBe(signInMessageFor(address));
    expect(requests).toEqual([
      { method: 'POST', path: '/api/users/me/wallet/nonce', body: { address } },
      {
        method: 'PUT',
        path: '/api/users/me/wallet',
        body: { address, message: signInMessageFor(address), signature: base58(SIGNED) },
      },
    ]);
    expect(screen.queryByRole('button', { name: WALLET_LINK_TEXT.link })).not.toBeInTheDocument();
  });

  it('says what it waits for while the wallet is asked to sign', async () => {
    let release: (value: Uint8Array) => void = () => undefined;
    setUp({ sign: () => new Promise<Uint8Array>((resolve) => (release = resolve)) });
    await userEvent.click(await linkButton());
    expect(await screen.findByText(WALLET_LINK_TEXT.signing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: WALLET_LINK_TEXT.link })).toBeDisabled();
    release(SIGNED);
    expect(await screen.findByText(WALLET_LINK_TEXT.linked)).toBeInTheDocument();
  });

  it('says so clearly when the wallet cannot sign messages, and asks the server nothing', async () => {
    const { requests } = setUp({ sign: null });
    await userEvent.click(await linkButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(WALLET_LINK_TEXT.cannotSign);
    expect(requests).toEqual([]);
  });

  it('says the wallet did not sign when it refuses, and links nothing', async () => {
    const { requests } = setUp({ sign: () => Promise.reject(new Error('User rejected the request.')) });
    await userEvent.click(await linkButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${WALLET_LINK_TEXT.declined} (User rejected the request.)`,
    );
    expect(requests.map((r) => r.method)).toEqual(['POST']);
    // it may be tried again
    expect(screen.getByRole('button', { name: WALLET_LINK_TEXT.link })).toBeEnabled();
  });

  it("shows the server's refusal", async () => {
    setUp({}, { status: 409, message: WALLET_LINK_ERRORS.taken });
    await userEvent.click(await linkButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(WALLET_LINK_ERRORS.taken);
    expect(screen.queryByText(WALLET_LINK_TEXT.linked)).not.toBeInTheDocument();
  });

  it('asks nothing when the connected wallet is already the account’s', async () => {
    const wallet = fakeWallet();
    mockApi(userOf({ wallet: wallet.publicKey!.toBase58() }));
    renderWithWallet(<Step />, wallet.state);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: WALLET_LINK_TEXT.link })).not.toBeInTheDocument();
  });
});
