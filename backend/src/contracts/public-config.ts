import type { SolanaCluster } from './api';

/** GET /api/config: the public settings the web app reads at start (never a secret). */
export interface PublicConfig {
  solana: {
    cluster: SolanaCluster;
    /** the JSON-RPC endpoint of the browser's wallet (its WebSocket twin is allowed by the CSP too) */
    rpcUrl: string;
  };
}
