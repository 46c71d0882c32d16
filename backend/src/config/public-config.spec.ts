import { parseSettings } from './config.schema';
import { publicConfig } from './public-config';

describe('the public settings (GET /api/config)', () => {
  it('hands the browser the server RPC by default, devnet', () => {
    expect(publicConfig(parseSettings({}))).toEqual({
      solana: { cluster: 'devnet', rpcUrl: 'https://api.devnet.solana.com' },
    });
  });

  it('follows PUBLIC_SOLANA_RPC_URL, set at run time, and never shows the keyed server URL', () => {
    const settings = parseSettings({
      SOLANA_RPC_URL: 'https://rpc.example.com/?api-key=secret',
      PUBLIC_SOLANA_RPC_URL: 'https://api.mainnet-beta.solana.com',
    });
    const config = publicConfig(settings);
    expect(config.solana).toEqual({ cluster: 'mainnet-beta', rpcUrl: 'https://api.mainnet-beta.solana.com' });
    expect(JSON.stringify(config)).not.toContain('secret');
  });

  it('names a local ledger custom', () => {
    expect(publicConfig(parseSettings({ SOLANA_RPC_URL: 'http://127.0.0.1:8899' })).solana).toEqual({
      cluster: 'custom',
      rpcUrl: 'http://127.0.0.1:8899',
    });
  });
});
