import { paymentFailed, type PaymentIntent, subscriptionSuccessful, type User } from '@contracts';
import { useEffect, useState } from 'react';

import { errorMessage } from '../../app/errors';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { Spinner } from '../../components/Spinner';
import { formatDate, formatTime, shortAddress } from './format';
import { NetworkNotice } from './NetworkNotice';
import { onPaymentSettled } from './paymentPush';
import { QrCode } from './QrCode';
import { transferRequestUrl } from './solanaPay';
import { useCreateIntentMutation } from './subscriptionsApi';
import { SuccessMessage } from './WalletPanel';

type QrState =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'open'; intent: PaymentIntent }
  | { phase: 'expired' }
  | { phase: 'paid'; message: string }
  | { phase: 'failed'; message: string };

/**
 * Paying from a phone wallet: a Solana Pay QR code (and link) for a fresh payment request. The server
 * finds the payment on chain by its reference and pushes subscription:updated; the page updates then.
 */
export function PhonePayment({ user, disabled = false }: { user: User; disabled?: boolean }) {
  const [createIntent] = useCreateIntentMutation();
  const [state, setState] = useState<QrState>({ phase: 'idle' });
  const openIntent = state.phase === 'open' ? state.intent : null;

  useEffect(() => {
    if (!openIntent) return;
    const stop = onPaymentSettled((event) => {
      if (event.user.subEnd)
        setState({ phase: 'paid', message: subscriptionSuccessful(event.signature, formatDate(event.user.subEnd)) });
    });
    const expiry = window.setTimeout(
      () => setState({ phase: 'expired' }),
      Math.max(0, Date.parse(openIntent.expiresAt) - Date.now()),
    );
    return () => {
      stop();
      window.clearTimeout(expiry);
    };
  }, [openIntent]);

  async function show() {
    setState({ phase: 'loading' });
    try {
      setState({ phase: 'open', intent: await createIntent().unwrap() });
    } catch (error) {
      setState({ phase: 'failed', message: paymentFailed(errorMessage(error)) });
    }
  }

  const showButton = (label: string) => (
    <button
      type="button"
      className={buttonClass('secondary')}
      disabled={disabled || state.phase === 'loading'}
      onClick={() => void show()}
    >
      {state.phase === 'loading' ? <Spinner className="size-4" /> : null}
      {label}
    </button>
  );

  return (
    <section aria-labelledby="phone-title" className="card flex flex-col gap-4 p-6 sm:p-8">
      <div>
        <h2 id="phone-title" className="text-lg font-semibold">
          Paying from your phone?
        </h2>
        <p className="mt-1 text-sm text-muted">
          {user.wallet ? (
            <>
              Scan a Solana Pay code with the wallet linked to your account (
              <span className="font-mono text-ink">{shortAddress(user.wallet)}</span>). This page updates by itself once
              the payment arrives.
            </>
          ) : (
            'Scan a Solana Pay code with any wallet app on your phone: no browser wallet needed. The wallet that pays is linked to your account, and this page updates by itself once the payment arrives.'
          )}
        </p>
      </div>

      {state.phase === 'open' ? (
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <QrCode
            value={transferRequestUrl(state.intent)}
            label="Solana Pay QR code for 0.1 SOL"
            className="size-48 shrink-0 p-1"
          />
          <div className="flex flex-col gap-3 text-sm">
            <p className="flex items-center gap-2 text-ink">
              <Spinner className="size-4" />
              Waiting for your payment…
            </p>
            <NetworkNotice cluster={state.intent.cluster} className="self-start" />
            <p className="text-muted">Valid until {formatTime(state.intent.expiresAt)}.</p>
            <a href={transferRequestUrl(state.intent)} className={buttonClass('primary', 'sm', 'self-start')}>
              Open in wallet app
            </a>
            <button type="button" className="link self-start rounded" onClick={() => setState({ phase: 'idle' })}>
              Hide the code
            </button>
          </div>
        </div>
      ) : state.phase === 'paid' ? (
        <SuccessMessage text={state.message} />
      ) : (
        <div className="flex flex-col items-start gap-3">
          {state.phase === 'expired' ? <p className="text-sm text-muted">That code expired.</p> : null}
          {showButton(state.phase === 'expired' ? 'Show a new QR code' : 'Show QR code')}
          {state.phase === 'failed' ? <Alert className="w-full">{state.message}</Alert> : null}
        </div>
      )}
    </section>
  );
}
