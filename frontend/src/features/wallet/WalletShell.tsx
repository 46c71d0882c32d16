import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

type Providers = ComponentType<{ children: ReactNode }>;

let loaded: Providers | null = null;
let loading: Promise<Providers> | null = null;

/**
 * Loads the wallet libraries (and their stylesheet) in their own chunk. main.tsx starts this right
 * after the first paint, so the first load never waits for them.
 */
export function loadWalletProviders(): Promise<Providers> {
  loading ??= import('./WalletProviders').then((module) => {
    loaded = module.WalletProviders;
    return loaded;
  });
  return loading;
}

/** Renders the app at once; wraps it in the wallet providers as soon as they are loaded. */
export function WalletShell({ children }: { children: ReactNode }) {
  const [WalletProviders, setWalletProviders] = useState<Providers | null>(() => loaded);

  useEffect(() => {
    if (WalletProviders) return;
    let cancelled = false;
    loadWalletProviders().then(
      (providers) => {
        if (!cancelled) setWalletProviders(() => providers);
      },
      (error: unknown) => {
        console.warn('The wallet libraries could not be loaded; payments are unavailable.', error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [WalletProviders]);

  return WalletProviders ? <WalletProviders>{children}</WalletProviders> : <>{children}</>;
}
