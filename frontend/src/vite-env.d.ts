/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Solana JSON-RPC endpoint used by the wallet (defaults to devnet). */
  readonly VITE_SOLANA_RPC_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
