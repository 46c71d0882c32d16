import '@solana/wallet-adapter-react-ui/styles.css';
import './wallet.css';

import { ConnectionProvider, WalletProvider } from '@solana/wallet-adapter-react';
import { WalletModalProvider } from '@solana/wallet-adapter-react-ui';
import type { ReactNode } from 'react';

import { appWallets } from './testWallets';
import { WalletReadyContext } from './walletReady';

/** Devnet unless VITE_SOLANA_RPC_URL says otherwise (the same endpoint the server uses). */
export const SOLANA_RPC_URL: string = import.meta.env.VITE_SOLANA_RPC_URL || 'https://api.devnet.solana.com';

/** Standard wallets (Phantom, Solflare, Backpack...) register themselves; a test build adds its own. */
const wallets = appWallets(SOLANA_RPC_URL);

export function WalletProviders({ children }: { children: ReactNode }) {
  return (
    <ConnectionProvider endpoint={SOLANA_RPC_URL} config={{ commitment: 'confirmed' }}>
      <WalletProvider wallets={wallets} autoConnect>
        <WalletModalProvider>
          <WalletReadyContext value={true}>{children}</WalletReadyContext>
        </WalletModalProvider>
      </WalletProvider>
    </ConnectionProvider>
  );
}

export default WalletProviders;
