import { type ComponentType, type ReactNode, useCallback, useEffect, useState } from 'react';

import { loadPublicConfig } from '../../app/publicConfig';
import { type WalletDemand, WalletDemandContext } from './walletReady';

type Providers = ComponentType<{ children: ReactNode }>;

let loaded: Providers | null = null;
let loading: Promise<Providers> | null = null;

/**
 * Loads the wallet libraries (and their stylesheet) in their own chunk, only once a screen or the
 * session needs them: a first visit never downloads them. The RPC endpoint comes from the API at run
 * time (GET /api/config), fetched alongside; nothing of it is compiled into the build.
 */
export function loadWalletProviders(): Promise<Providers> {
  loading ??= Promise.all([import('./WalletProviders'), loadPublicConfig()]).then(
    ([module, config]) => {
      const { WalletProviders } = module;
      const endpoint = config.solana.rpcUrl;
      loaded = function ConfiguredWalletProviders({ children }: { children: ReactNode }) {
        return <WalletProviders endpoint={endpoint}>{children}</WalletProviders>;
      };
      return loaded;
    },
    (error: unknown) => {
      loading = null; // the next need tries again
      throw error;
    },
  );
  return loading;
}

/** Whether the visitor has typed, picked or dropped anything since the page loaded (form state a remount would lose). */
let typed = false;
if (typeof document !== 'undefined') {
  for (const event of ['input', 'change', 'drop']) {
    document.addEventListener(event, () => (typed = true), { capture: true });
  }
}

/** Test hook: forget earlier typing. */
export function resetTyping(value = false): void {
  typed = value;
}

interface Props {
  children: ReactNode;
  /** Calls the listener on every navigation; returns the unsubscribe function (the router's `subscribe`). */
  subscribe?: (listener: () => void) => () => void;
}

/**
 * Renders the app at once; loads the wallet providers when something asks for them (`useWantWallet`:
 * a signed-in visitor with a linked wallet; `useDemandWallet`: a screen that needs the wallet) and
 * then wraps the app in them. Wrapping the app mounts its screens anew, so what someone has typed
 * would be lost: if they typed before the providers arrived, the wrap waits for the next navigation,
 * or for a screen that needs the wallet.
 */
export function WalletShell({ children, subscribe }: Props) {
  const [arrived, setArrived] = useState<Providers | null>(() => loaded);
  const [wanted, setWanted] = useState(false);
  const [demanded, setDemanded] = useState(false);
  const [navigated, setNavigated] = useState(false);
  // decided while rendering, so nothing typed between the decision and the swap; once wrapped, for good
  // (state set during render: React renders again at once, before anything is committed)
  const [wrapped, setWrapped] = useState(false);
  if (!wrapped && arrived && (!typed || demanded || navigated)) setWrapped(true);
  const Wrapper = wrapped ? arrived : null;

  useEffect(() => {
    if (arrived || !(wanted || demanded)) return;
    let cancelled = false;
    loadWalletProviders().then(
      (providers) => {
        if (!cancelled) setArrived(() => providers);
      },
      (error: unknown) => {
        console.warn('The wallet libraries could not be loaded; payments are unavailable.', error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [arrived, wanted, demanded]);

  useEffect(() => {
    if (Wrapper || !subscribe) return;
    return subscribe(() => setNavigated(true));
  }, [Wrapper, subscribe]);

  const demand = useCallback<WalletDemand>((urgent) => (urgent ? setDemanded(true) : setWanted(true)), []);
  const app = Wrapper ? <Wrapper>{children}</Wrapper> : <>{children}</>;
  return <WalletDemandContext value={demand}>{app}</WalletDemandContext>;
}
