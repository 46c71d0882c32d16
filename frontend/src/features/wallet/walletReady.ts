import { createContext, useContext, useEffect } from 'react';

/**
 * True inside the wallet providers. They load after the first paint (WalletShell), and the wallet
 * hooks must not run before: a screen that needs them checks this first.
 */
export const WalletReadyContext = createContext(false);

export function useWalletReady(): boolean {
  return useContext(WalletReadyContext);
}

/** Asks WalletShell to put the providers in place now (see WalletShell: it may be waiting). */
export const WalletDemandContext = createContext<() => void>(() => undefined);

/** A screen that needs the wallet calls this: the providers wrap the app as soon as they are loaded. */
export function useDemandWallet(): void {
  const demand = useContext(WalletDemandContext);
  useEffect(() => demand(), [demand]);
}
