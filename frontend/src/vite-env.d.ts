/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Solana JSON-RPC endpoint used by the wallet (defaults to devnet). */
  readonly VITE_SOLANA_RPC_URL?: string;
  /** '1' compiles the test wallet in (browser tests only; never in a release build). */
  readonly VITE_TEST_WALLET?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
