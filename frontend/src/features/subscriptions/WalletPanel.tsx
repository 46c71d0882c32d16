import { SUBSCRIPTION_TEXT, type User } from '@contracts';
import { useWallet } from '@solana/wallet-adapter-react';
import { WalletMultiButton } from '@solana/wallet-adapter-react-ui';
import { useId } from 'react';

import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { Spinner } from '../../components/Spinner';
import { useBalance } from '../wallet/useBalance';
import { WalletLinkStep } from '../wallet/WalletLinkStep';
import { formatBalance } from './format';
import { InstallWallet } from './InstallWallet';
import { NetworkNotice, useCluster } from './NetworkNotice';
import { STAGE_TEXT } from './paySubscription';
import { useSubscribe } from './useSubscribe';

/** The wallet button with the balance, Subscribe Now, and what the payment is doing or did. */
export function WalletPanel({
  user,
  disabled = false,
  onStart,
}: {
  user: User;
  disabled?: boolean;
  onStart: () => void;
}) {
  const { wallets, connected } = useWallet();
  // nothing to pick from (and nothing already picked): where to get a wallet instead of an empty picker
  const noWallet = wallets.length === 0 && !connected;
  const balance = useBalance();
  const cluster = useCluster();
  const { state, blocked, subscribe } = useSubscribe(user, balance.refresh);
  const hintId = useId();
  const processing = state.phase === 'processing';

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        {noWallet ? <InstallWallet /> : <WalletMultiButton />}
        <NetworkNotice cluster={cluster} />
        {balance.lamports !== null ? (
          <p className="text-sm text-muted">
            Balance: <span className="font-semibold text-ink tabular-nums">{formatBalance(balance.lamports)} SOL</span>
          </p>
        ) : balance.error ? (
          <p className="text-sm text-muted">Balance unavailable</p>
        ) : null}
      </div>
      <WalletLinkStep user={user} />

      <div>
        <button
          type="button"
          className={buttonClass('primary', 'lg', 'w-full')}
          disabled={disabled || Boolean(blocked) || processing}
          aria-describedby={blocked && !disabled ? hintId : undefined}
          onClick={() => {
            onStart();
            subscribe();
          }}
        >
          {processing ? (
            <>
              <Spinner className="size-5 text-white" />
              {SUBSCRIPTION_TEXT.processing}
            </>
          ) : (
            SUBSCRIPTION_TEXT.subscribe
          )}
        </button>
        {blocked && !processing && !disabled ? (
          <p id={hintId} className="mt-2 text-sm text-muted">
            {blocked}
          </p>
        ) : null}
      </div>

      <div aria-live="polite">
        {processing ? <p className="text-sm text-muted">{STAGE_TEXT[state.stage]}</p> : null}
        {state.phase === 'success' ? <SuccessMessage text={state.message} /> : null}
      </div>
      {state.phase === 'failed' ? <Alert>{state.message}</Alert> : null}
    </div>
  );
}

/** 'Subscription successful! Transaction ID: … Expires on: …' (the long signature wraps). */
export function SuccessMessage({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="rounded-xl border border-ok/40 bg-ok/10 px-4 py-3 text-sm font-medium break-all text-ok"
    >
      {text}
    </p>
  );
}
