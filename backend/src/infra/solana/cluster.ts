import type { SolanaCluster } from '../../contracts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '0.0.0.0', '[::1]', '::1']);

/**
 * The cluster an RPC URL points at, as a client needs it to pick its wallet network: devnet unless
 * the URL says otherwise ('custom' for a local node such as a test ledger or solana-test-validator).
 */
export function clusterOf(rpcUrl: string): SolanaCluster {
  const host = new URL(rpcUrl).hostname.toLowerCase();
  if (LOCAL_HOSTS.has(host) || host.endsWith('.localhost')) return 'custom';
  if (host.includes('mainnet')) return 'mainnet-beta';
  if (host.includes('testnet')) return 'testnet';
  return 'devnet';
}
