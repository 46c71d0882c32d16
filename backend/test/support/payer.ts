import type { Connection, Keypair } from '@solana/web3.js';

import type { User } from '../../src/contracts';
import { signUp } from './http';
import { fundedWallet } from './solana-ledger/pay';
import { linkWallet } from './wallet-link';

export interface Payer {
  token: string;
  user: User;
  wallet: Keypair;
}

/** A new user with a wallet holding `sol` SOL on the test ledger, linked to the account (signed, as the page does) unless `link` is false. */
export async function newPayer(apiUrl: string, connection: Connection, sol = 1, link = true): Promise<Payer> {
  const { token, user } = await signUp(apiUrl);
  const wallet = await fundedWallet(connection, sol);
  if (link) {
    const res = await linkWallet(apiUrl, token, wallet);
    if (res.status !== 200) throw new Error(`linking the wallet answered ${res.status}`);
  }
  return { token, user, wallet };
}
