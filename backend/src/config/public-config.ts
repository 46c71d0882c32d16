import type { PublicConfig } from '../contracts';
import { clusterOf } from '../infra/solana/cluster';
import type { Settings } from './config.schema';

type RpcSettings = Pick<Settings, 'SOLANA_RPC_URL'> &
  Partial<Pick<Settings, 'PUBLIC_SOLANA_RPC_URL' | 'VITE_SOLANA_RPC_URL'>>;

/** The endpoint the browser's wallet uses: PUBLIC_SOLANA_RPC_URL, else the legacy VITE_SOLANA_RPC_URL, else the server's. */
export function browserRpcUrl(settings: RpcSettings): string {
  return settings.PUBLIC_SOLANA_RPC_URL ?? settings.VITE_SOLANA_RPC_URL ?? settings.SOLANA_RPC_URL;
}

/** What GET /api/config tells every browser: public settings only, read at run time (not compiled into the build). */
export function publicConfig(settings: RpcSettings): PublicConfig {
  const rpcUrl = browserRpcUrl(settings);
  return { solana: { cluster: clusterOf(rpcUrl), rpcUrl } };
}
