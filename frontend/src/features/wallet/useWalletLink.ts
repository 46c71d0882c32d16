import type { User } from '@contracts';
import { useWallet } from '@solana/wallet-adapter-react';
import { useCallback, useRef, useState } from 'react';

import { linkSignedWallet, type LinkStage, WalletLinkFailed } from './linkSignedWallet';
import { useLinkWalletMutation, useWalletNonceMutation } from './walletApi';

export type LinkState =
  | { phase: 'idle' }
  | { phase: 'working'; stage: LinkStage }
  | { phase: 'failed'; message: string }
  | { phase: 'linked' };

export interface WalletLink {
  /** the connected wallet's address, or null */
  address: string | null;
  /** a wallet is connected and it is not the account's */
  needed: boolean;
  state: LinkState;
  /** runs the link (the wallet asks to sign); the state says how it went */
  start: () => void;
  /** the same link for another flow: resolves with the user, throws WalletLinkFailed */
  link: (onStage?: (stage: LinkStage) => void) => Promise<User>;
}

/** Links the connected wallet to the signed-in account by signing the server's sign-in message. */
export function useWalletLink(user: User | null): WalletLink {
  const { publicKey, signMessage } = useWallet();
  const [nonce] = useWalletNonceMutation();
  const [linkWallet] = useLinkWalletMutation();
  const address = publicKey?.toBase58() ?? null;
  // the state of one address: another wallet starts afresh
  const [held, setHeld] = useState<{ address: string | null; state: LinkState }>({
    address,
    state: { phase: 'idle' },
  });
  const state: LinkState = held.address === address ? held.state : { phase: 'idle' };
  const running = useRef(false);

  const link = useCallback(
    (onStage?: (stage: LinkStage) => void) => {
      if (!address) return Promise.reject(new WalletLinkFailed('Please connect your wallet first.'));
      return linkSignedWallet({
        address,
        signMessage,
        nonce: (a) => nonce(a).unwrap(),
        link: (request) => linkWallet(request).unwrap(),
        onStage,
      });
    },
    [address, signMessage, nonce, linkWallet],
  );

  const start = useCallback(() => {
    if (running.current) return;
    running.current = true;
    const set = (next: LinkState) => setHeld({ address, state: next });
    link((stage) => set({ phase: 'working', stage }))
      .then(
        () => set({ phase: 'linked' }),
        (error: unknown) => set({ phase: 'failed', message: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => (running.current = false));
  }, [address, link]);

  const needed = Boolean(user && address && user.wallet !== address);
  return { address, needed, state, start, link };
}
