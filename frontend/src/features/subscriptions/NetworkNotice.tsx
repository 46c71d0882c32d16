import { type SolanaCluster, testNetworkNotice } from '@contracts';
import { useEffect, useState } from 'react';

import { loadPublicConfig } from '../../app/publicConfig';

/** The cluster the wallet and the server use (GET /api/config), once read; null until then or if it cannot be read. */
export function useCluster(): SolanaCluster | null {
  const [cluster, setCluster] = useState<SolanaCluster | null>(null);
  useEffect(() => {
    let live = true;
    loadPublicConfig().then(
      (config) => live && setCluster(config.solana.cluster),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return cluster;
}

/** "Solana devnet: test SOL, no real money" (or the test network in use); nothing on mainnet. */
export function NetworkNotice({ cluster, className = '' }: { cluster: SolanaCluster | null; className?: string }) {
  const notice = cluster ? testNetworkNotice(cluster) : null;
  if (!notice) return null;
  return (
    <p
      data-network-notice=""
      className={`inline-flex items-center gap-1.5 rounded-full border border-amber-400/40 bg-amber-400/10 px-2.5 py-1 text-xs font-semibold text-amber-200 ${className}`}
    >
      <span aria-hidden="true">⚠</span>
      <span>{notice}</span>
    </p>
  );
}
