import { contentSecurityPolicy } from './configure-app';

describe('content security policy', () => {
  it("lets the browser reach the server's Solana RPC, over HTTP and WebSocket", () => {
    const { connectSrc } = contentSecurityPolicy({
      SOLANA_RPC_URL: 'https://api.devnet.solana.com',
      VITE_SOLANA_RPC_URL: undefined,
    }).directives;
    expect(connectSrc).toEqual([
      "'self'",
      'ws:',
      'wss:',
      'https://api.devnet.solana.com',
      'wss://api.devnet.solana.com',
    ]);
  });

  it("adds the web build's own RPC when it differs (a local ledger, say)", () => {
    const { connectSrc } = contentSecurityPolicy({
      SOLANA_RPC_URL: 'https://rpc.example.com/?api-key=x',
      VITE_SOLANA_RPC_URL: 'http://127.0.0.1:8899',
    }).directives;
    expect(connectSrc).toEqual([
      "'self'",
      'ws:',
      'wss:',
      'https://rpc.example.com',
      'wss://rpc.example.com',
      'http://127.0.0.1:8899',
      'ws://127.0.0.1:8899',
    ]);
  });
});
