import { createContext, useContext, useEffect } from 'react';

/**
 * True inside the wallet providers. They load only when needed (WalletShell), and the wallet
 * hooks must not run before: a screen that needs them checks this first.
 */
export const WalletReadyContext = createContext(false);

export function useWalletReady(): boolean {
  return useContext(WalletReadyContext);
}

/** Asks WalletShell for the providers: `urgent` puts them in place as soon as they are loaded. */
export type WalletDemand = (urgent: boolean) => void;
export const WalletDemandContext = createContext<WalletDemand>(() => undefined);

/** A screen that needs the wallet calls this: the providers wrap the app as soon as they are loaded. */
export function useDemandWallet(): void {
  const demand = useContext(WalletDemandContext);
  useEffect(() => demand(true), [demand]);
}

/** The wallet will be needed soon: load the providers, and wrap the app when it costs nothing typed. */
export function useWantWallet(when: boolean): void {
  const demand = useContext(WalletDemandContext);
  useEffect(() => {
    if (when) demand(false);
  }, [demand, when]);
}
