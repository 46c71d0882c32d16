import { useWallet } from '@solana/wallet-adapter-react';
import { useEffect } from 'react';

import { useMeQuery } from '../auth/authApi';
import { useLinkWalletMutation } from './walletApi';

/** When a wallet connects while someone is signed in, it becomes the wallet of their account. Renders nothing. */
export function WalletLink() {
  const { publicKey } = useWallet();
  const { data: user } = useMeQuery();
  const [linkWallet] = useLinkWalletMutation();
  const address = publicKey?.toBase58() ?? null;
  const linked = user?.wallet ?? null;
  const signedIn = Boolean(user);

  useEffect(() => {
    if (!signedIn || !address || address === linked) return;
    linkWallet(address).catch(() => {
      // the subscribe flow links again, and says so if it still fails
    });
  }, [signedIn, address, linked, linkWallet]);

  return null;
}
