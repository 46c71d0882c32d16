import '@solana/wallet-adapter-react-ui/styles.css';
import type { ReactNode } from 'react';
import type { Adapter } from '@solana/wallet-adapter-base';
import { ConnectionProvider, WalletProvider } from '@solana/wallet-adapter-react';
import { WalletModalProvider } from '@solana/wallet-adapter-react-ui';

/** Devnet unless VITE_SOLANA_RPC_URL says otherwise (the same endpoint the server uses). */
export const SOLANA_RPC_URL: string = import.meta.env.VITE_SOLANA_RPC_URL || 'https://api.devnet.solana.com';

/** Standard wallets (Phantom, Solflare, Backpack...) register themselves; no adapter list needed. */
const wallets: Adapter[] = [];

export function WalletProviders({ children }: { children: ReactNode }) {
  return (
    <ConnectionProvider endpoint={SOLANA_RPC_URL}>
      <WalletProvider wallets={wallets} autoConnect>
        <WalletModalProvider>{children}</WalletModalProvider>
      </WalletProvider>
    </ConnectionProvider>
  );
}

export default WalletProviders;
