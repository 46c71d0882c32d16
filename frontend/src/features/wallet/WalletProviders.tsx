import '@solana/wallet-adapter-react-ui/styles.css';
import './wallet.css';

import { ConnectionProvider, WalletProvider } from '@solana/wallet-adapter-react';
import { WalletModalProvider } from '@solana/wallet-adapter-react-ui';
import { type ReactNode, useMemo } from 'react';

import { appWallets } from './testWallets';
import { WalletReadyContext } from './walletReady';

interface Props {
  children: ReactNode;
  /** the Solana JSON-RPC endpoint, as GET /api/config gives it at run time (never compiled in) */
  endpoint: string;
}

export function WalletProviders({ children, endpoint }: Props) {
  /** Standard wallets (Phantom, Solflare, Backpack...) register themselves; a test build adds its own. */
  const wallets = useMemo(() => appWallets(endpoint), [endpoint]);
  return (
    <ConnectionProvider endpoint={endpoint} config={{ commitment: 'confirmed' }}>
      <WalletProvider wallets={wallets} autoConnect>
        <WalletModalProvider>
          <WalletReadyContext value={true}>{children}</WalletReadyContext>
        </WalletModalProvider>
      </WalletProvider>
    </ConnectionProvider>
  );
}

export default WalletProviders;
