import { createContext, useContext } from 'react';

/**
 * True inside the wallet providers. They load after the first paint (WalletShell), and the wallet
 * hooks must not run before: a screen that needs them checks this first.
 */
export const WalletReadyContext = createContext(false);

export function useWalletReady(): boolean {
  return useContext(WalletReadyContext);
}
