import type { User } from '@contracts';
import { WalletContext, type WalletContextState } from '@solana/wallet-adapter-react';
import { Keypair } from '@solana/web3.js';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockFetch, renderWithApp } from '../../test/utils';
import { authApi } from '../auth/authApi';
import { WalletLink } from './WalletLink';

const user: User = { id: 'u1', username: 'mia_fan', isSubscribed: false, subEnd: null, credits: 5, wallet: null };

function renderLink(publicKey: ReturnType<typeof Keypair.generate>['publicKey'] | null, signedIn = true) {
  const calls: { method: string; body: unknown }[] = [];
  mockFetch((method, path, body) => {
    if (path === '/api/auth/me')
      return signedIn
        ? { body: { user } }
        : { status: 401, body: { statusCode: 401, message: 'no', error: 'Unauthorized' } };
    if (path === '/api/users/me/wallet') {
      calls.push({ method, body });
      return { body: { user: { ...user, wallet: (body as { wallet: string }).wallet } } };
    }
    return { status: 404 };
  });
  const result = renderWithApp(
    <WalletContext value={{ publicKey } as unknown as WalletContextState}>
      <WalletLink />
    </WalletContext>,
  );
  return { ...result, calls };
}

describe('linking the wallet', () => {
  it('links a wallet that connects while signed in, once', async () => {
    const key = Keypair.generate().publicKey;
    const { calls, store } = renderLink(key);
    await waitFor(() => expect(calls).toEqual([{ method: 'PUT', body: { wallet: key.toBase58() } }]));
    await waitFor(() => expect(authApi.endpoints.me.select()(store.getState()).data?.wallet).toBe(key.toBase58()));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(1);
  });

  it('does nothing for a visitor', async () => {
    const { calls } = renderLink(Keypair.generate().publicKey, false);
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toEqual([]);
  });

  it('does nothing without a wallet', async () => {
    const { calls } = renderLink(null);
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toEqual([]);
  });
});
