import { contentSecurityPolicy } from './configure-app';

describe('content security policy', () => {
  it("lets the browser reach the server's Solana RPC, over HTTP and WebSocket", () => {
    const { connectSrc } = contentSecurityPolicy({ SOLANA_RPC_URL: 'https://api.devnet.solana.com' }).directives;
    expect(connectSrc).toEqual([
      "'self'",
      'ws:',
      'wss:',
      'https://api.devnet.solana.com',
      'wss://api.devnet.solana.com',
    ]);
  });

  it('follows the browser RPC set at run time (PUBLIC_SOLANA_RPC_URL), and names nothing of the private one', () => {
    const { connectSrc } = contentSecurityPolicy({
      SOLANA_RPC_URL: 'https://rpc.example.com/?api-key=x',
      PUBLIC_SOLANA_RPC_URL: 'http://127.0.0.1:8899',
    }).directives;
    expect(connectSrc).toEqual(["'self'", 'ws:', 'wss:', 'http://127.0.0.1:8899', 'ws://127.0.0.1:8899']);
  });

  it('still reads the former VITE_SOLANA_RPC_URL, now at run time', () => {
    const { connectSrc } = contentSecurityPolicy({
      SOLANA_RPC_URL: 'https://api.devnet.solana.com',
      VITE_SOLANA_RPC_URL: 'https://api.mainnet-beta.solana.com',
    }).directives;
    expect(connectSrc).toContain('wss://api.mainnet-beta.solana.com');
    expect(connectSrc).not.toContain('https://api.devnet.solana.com');
  });
});
