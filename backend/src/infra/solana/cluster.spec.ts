import { clusterOf } from './cluster';

describe('clusterOf', () => {
  it.each([
    ['https://api.devnet.solana.com', 'devnet'],
    ['https://api.testnet.solana.com', 'testnet'],
    ['https://api.mainnet-beta.solana.com', 'mainnet-beta'],
    ['https://mainnet.helius-rpc.com/?api-key=x', 'mainnet-beta'],
    ['http://127.0.0.1:8899', 'custom'],
    ['http://localhost:8899', 'custom'],
    ['https://rpc.example.com', 'devnet'],
  ])('%s is %s', (url, cluster) => {
    expect(clusterOf(url)).toBe(cluster);
  });
});
