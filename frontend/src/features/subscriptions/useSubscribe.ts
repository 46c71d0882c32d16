import { SUBSCRIPTION_TEXT, type User } from '@contracts';
import { useConnection, useWallet } from '@solana/wallet-adapter-react';
import { useCallback, useRef, useState } from 'react';

import { useWalletLink } from '../wallet/useWalletLink';
import { type PayStage, paySubscription } from './paySubscription';
import { useConfirmPaymentMutation, useCreateIntentMutation, useLazySubscriptionStatusQuery } from './subscriptionsApi';
import { buildTransfer, waitFinalized } from './transfer';

export type SubscribeState =
  | { phase: 'idle' }
  | { phase: 'processing'; stage: PayStage }
  | { phase: 'success'; message: string; signature: string }
  | { phase: 'failed'; message: string };

export interface Subscribe {
  state: SubscribeState;
  /** why Subscribe Now is disabled, or null when it can be pressed */
  blocked: string | null;
  subscribe: () => void;
}

/** The wallet payment of the subscription page: Subscribe Now, 'Processing...', then success or failure. */
export function useSubscribe(user: User, onPaid: () => void): Subscribe {
  const { connection } = useConnection();
  const { publicKey, sendTransaction } = useWallet();
  const { link } = useWalletLink(user);
  const [createIntent] = useCreateIntentMutation();
  const [confirmPayment] = useConfirmPaymentMutation();
  const [fetchStatus] = useLazySubscriptionStatusQuery();
  const [state, setState] = useState<SubscribeState>({ phase: 'idle' });
  const paying = useRef(false);

  const subscribe = useCallback(() => {
    if (!publicKey || paying.current) return;
    const payer = publicKey;
    paying.current = true;
    setState({ phase: 'processing', stage: 'linking' });
    void paySubscription({
      // a wallet that is not the account's yet signs the server's sign-in message first
      ensureLinked: async () => {
        if (user.wallet !== payer.toBase58()) await link();
      },
      createIntent: () => createIntent().unwrap(),
      send: async (intent) => {
        const blockhash = await connection.getLatestBlockhash('confirmed');
        const signature = await sendTransaction(buildTransfer(payer, intent, blockhash), connection, {
          preflightCommitment: 'confirmed',
        });
        return { signature, lastValidBlockHeight: blockhash.lastValidBlockHeight };
      },
      waitFinalized: (signature, lastValidBlockHeight) => waitFinalized(connection, signature, lastValidBlockHeight),
      confirm: (signature, reference) => confirmPayment({ signature, reference }).unwrap(),
      status: () => fetchStatus().unwrap(),
      onStage: (stage) => setState({ phase: 'processing', stage }),
    }).then((outcome) => {
      paying.current = false;
      setState(
        outcome.ok
          ? { phase: 'success', message: outcome.message, signature: outcome.signature }
          : { phase: 'failed', message: outcome.message },
      );
      if (outcome.signature) onPaid();
    });
  }, [publicKey, user.wallet, link, createIntent, connection, sendTransaction, confirmPayment, fetchStatus, onPaid]);

  const blocked = !publicKey ? SUBSCRIPTION_TEXT.connectFirst : null;
  return { state, blocked, subscribe };
}
