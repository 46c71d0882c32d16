import {
  type ConfirmPaymentResponse,
  MESSAGES,
  paymentFailed,
  type PaymentIntent,
  SUBSCRIPTION_TEXT,
  type SubscriptionStatus,
  subscriptionSuccessful,
  transactionFailed,
} from '@contracts';

import { errorMessage, errorStatus } from '../../app/errors';
import { formatDate } from './format';
import { TransactionFailed } from './transfer';

export type PayStage = 'linking' | 'intent' | 'wallet' | 'finalizing' | 'confirming';

/** What the page shows for each stage while 'Processing...'. */
export const STAGE_TEXT: Record<PayStage, string> = {
  linking: 'Sign the message in your wallet to link it to your account…',
  intent: 'Preparing your payment…',
  wallet: 'Approve the payment in your wallet…',
  finalizing: 'Waiting for the network to finalize your payment…',
  confirming: 'Updating your subscription…',
};

export type PayOutcome =
  | { ok: true; message: string; signature: string; subEnd: string }
  | { ok: false; message: string; signature: string | null };

/** The outside world of one payment (the wallet, the RPC, the API), so that the flow can be tested alone. */
export interface PaySteps {
  /** makes sure the connected wallet is the account's wallet (the server checks the payer) */
  ensureLinked(): Promise<void>;
  createIntent(): Promise<PaymentIntent>;
  /** builds, signs and sends the transfer; resolves with its signature */
  send(intent: PaymentIntent): Promise<{ signature: string; lastValidBlockHeight: number }>;
  /** resolves once finalized; throws TransactionFailed */
  waitFinalized(signature: string, lastValidBlockHeight: number): Promise<void>;
  confirm(signature: string, reference: string): Promise<ConfirmPaymentResponse>;
  status(): Promise<SubscriptionStatus>;
  onStage(stage: PayStage): void;
}

/** The server's message, the error's own, or the fallback. */
const describeFailure = (error: unknown, fallback: string) => {
  const text = errorMessage(error, error instanceof Error ? error.message : '');
  return text.trim() || fallback;
};
const WALLET_SILENT = 'the wallet did not say why';

/**
 * Subscribing: send the payment, wait for finalized, then have the server count it. Every failure
 * ends as one of the spec's messages.
 */
export async function paySubscription(steps: PaySteps): Promise<PayOutcome> {
  let intent: PaymentIntent;
  try {
    steps.onStage('linking');
    await steps.ensureLinked();
    steps.onStage('intent');
    intent = await steps.createIntent();
  } catch (error) {
    return { ok: false, message: paymentFailed(describeFailure(error, MESSAGES.unexpectedError)), signature: null };
  }

  let sent: { signature: string; lastValidBlockHeight: number };
  try {
    steps.onStage('wallet');
    sent = await steps.send(intent);
  } catch (error) {
    return { ok: false, message: paymentFailed(describeFailure(error, WALLET_SILENT)), signature: null };
  }
  const { signature } = sent;

  try {
    steps.onStage('finalizing');
    await steps.waitFinalized(signature, sent.lastValidBlockHeight);
  } catch (error) {
    const details =
      error instanceof TransactionFailed ? error.details : describeFailure(error, MESSAGES.unexpectedError);
    return { ok: false, message: transactionFailed(details), signature };
  }

  steps.onStage('confirming');
  try {
    const { subEnd } = await steps.confirm(signature, intent.reference);
    return { ok: true, message: subscriptionSuccessful(signature, formatDate(subEnd)), signature, subEnd };
  } catch (error) {
    const status = errorStatus(error);
    // 400: the server read the chain and refused it; its message is 'Transaction failed: {details}'
    if (status === 400) return { ok: false, message: errorMessage(error, SUBSCRIPTION_TEXT.updateFailed), signature };
    // 409: already counted (the background check found it first)
    if (status === 409) {
      const current = await steps.status().catch(() => null);
      if (current?.isSubscribed && current.subEnd) {
        return {
          ok: true,
          message: subscriptionSuccessful(signature, formatDate(current.subEnd)),
          signature,
          subEnd: current.subEnd,
        };
      }
    }
    return { ok: false, message: SUBSCRIPTION_TEXT.updateFailed, signature };
  }
}
