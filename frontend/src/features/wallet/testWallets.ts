import type { Adapter } from '@solana/wallet-adapter-base';

import { TestWalletAdapter } from './TestWalletAdapter';

/**
 * The wallets the app lists itself. Real wallets announce themselves (Wallet Standard), so a normal
 * build lists none; a build made with VITE_TEST_WALLET=1 (the browser tests) adds the test wallet.
 * The condition is a compile-time constant, so a normal build drops the adapter entirely.
 */
export function appWallets(endpoint: string): Adapter[] {
  if (import.meta.env.VITE_TEST_WALLET !== '1') return [];
  return [new TestWalletAdapter(endpoint)];
}
