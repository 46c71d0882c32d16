import type { Connection, Keypair } from '@solana/web3.js';

import type { User } from '../../src/contracts';
import { call, signUp } from './http';
import { fundedWallet } from './solana-ledger/pay';

export interface Payer {
  token: string;
  user: User;
  wallet: Keypair;
}

/** A new user with a wallet holding `sol` SOL on the test ledger, linked to the account unless `link` is false. */
export async function newPayer(apiUrl: string, connection: Connection, sol = 1, link = true): Promise<Payer> {
  const { token, user } = await signUp(apiUrl);
  const wallet = await fundedWallet(connection, sol);
  if (link) {
    const res = await call(apiUrl, 'PUT', '/api/users/me/wallet', {
      token,
      body: { wallet: wallet.publicKey.toBase58() },
    });
    if (res.status !== 200) throw new Error(`linking the wallet answered ${res.status}`);
  }
  return { token, user, wallet };
}
