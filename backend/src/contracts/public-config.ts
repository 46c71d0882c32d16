import type { SolanaCluster } from './api';

/** GET /api/config: the public settings the web app reads at start (never a secret). */
export interface PublicConfig {
  solana: {
    cluster: SolanaCluster;
    /** the JSON-RPC endpoint of the browser's wallet (its WebSocket twin is allowed by the CSP too) */
    rpcUrl: string;
  };
}

/**
 * What the subscription page says of the network next to the price, the wallet button and the QR code,
 * so that nobody pays with real SOL into a test network: null on mainnet.
 */
export function testNetworkNotice(cluster: SolanaCluster): string | null {
  if (cluster === 'mainnet-beta') return null;
  const network = { devnet: 'Solana devnet', testnet: 'Solana testnet', custom: 'Local Solana test network' }[cluster];
  return `${network}: test SOL, no real money`;
}
