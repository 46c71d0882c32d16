import type { ConfirmPaymentResponse, PaymentIntent } from '@contracts';
import { describe, expect, it, vi } from 'vitest';

import { type PaySteps, paySubscription } from './paySubscription';
import { TransactionFailed } from './transfer';

const SIGNATURE = '4'.repeat(88);
const SUB_END = '2027-06-10T12:00:00.000Z';
const intent: PaymentIntent = {
  reference: 'Ref1111111111111111111111111111111111111111',
  recipient: 'Rcv1111111111111111111111111111111111111111',
  lamports: 100_000_000,
  cluster: 'devnet',
  expiresAt: SUB_END,
};
/**
 * What RTK Query's unwrap() rejects with, carried on an Error: the flow reads only `status` and
 * `data`, and an Error's own message only when there is no server message (here there is none).
 */
const rtkError = (fields: { status: number | string; data?: unknown; error?: string }) =>
  Object.assign(new Error(''), fields);
const httpError = (status: number, message: string) =>
  rtkError({ status, data: { statusCode: status, message, error: 'Error' } });
/** fetchBaseQuery's answer when the request never reached the server */
const fetchError = () => rtkError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });

function steps(overrides: Partial<PaySteps> = {}): PaySteps & { stages: string[] } {
  const stages: string[] = [];
  return {
    stages,
    ensureLinked: async () => undefined,
    createIntent: async () => intent,
    send: async () => ({ signature: SIGNATURE, lastValidBlockHeight: 10 }),
    waitFinalized: async () => undefined,
    confirm: async () => ({ subEnd: SUB_END, signature: SIGNATURE }) as ConfirmPaymentResponse,
    status: async () => ({ isSubscribed: false, subEnd: null, paymentsAvailable: true }),
    onStage: (stage) => stages.push(stage),
    ...overrides,
  };
}

describe('paySubscription', () => {
  it('links, asks for an intent, sends, waits for finalized, confirms: the success message', async () => {
    const confirm = vi.fn(async () => ({ subEnd: SUB_END, signature: SIGNATURE }) as ConfirmPaymentResponse);
    const s = steps({ confirm });
    const outcome = await paySubscription(s);
    expect(outcome).toEqual({
      ok: true,
      signature: SIGNATURE,
      subEnd: SUB_END,
      message: `Subscription successful! Transaction ID: ${SIGNATURE} Expires on: June 10, 2027`,
    });
    expect(s.stages).toEqual(['linking', 'intent', 'wallet', 'finalizing', 'confirming']);
    expect(confirm).toHaveBeenCalledWith(SIGNATURE, intent.reference);
  });

  it.each([
    [
      'the wallet cannot be linked',
      { ensureLinked: () => Promise.reject(httpError(400, 'wallet must be a valid base58 public key')) },
      'Payment failed: wallet must be a valid base58 public key',
    ],
    [
      'too many open requests',
      {
        createIntent: () =>
          Promise.reject(httpError(429, 'Too many open payment requests. Pay one of them or wait until one expires.')),
      },
      'Payment failed: Too many open payment requests. Pay one of them or wait until one expires.',
    ],
    [
      'the network is down',
      { createIntent: () => Promise.reject(fetchError()) },
      'Payment failed: An unexpected error occurred. Please try again.',
    ],
    [
      'the user rejects',
      { send: () => Promise.reject(new Error('User rejected the request.')) },
      'Payment failed: User rejected the request.',
    ],
    [
      'the wallet says nothing',
      { send: () => Promise.reject(new Error('')) },
      'Payment failed: the wallet did not say why',
    ],
  ] as const)('before anything is paid (%s): Payment failed', async (_case, override, message) => {
    expect(await paySubscription(steps(override as Partial<PaySteps>))).toEqual({
      ok: false,
      message,
      signature: null,
    });
  });

  it('a transaction that failed on chain: Transaction failed: {details}', async () => {
    const outcome = await paySubscription(
      steps({ waitFinalized: () => Promise.reject(new TransactionFailed('{"InstructionError":[0,"Custom"]}')) }),
    );
    expect(outcome).toEqual({
      ok: false,
      message: 'Transaction failed: {"InstructionError":[0,"Custom"]}',
      signature: SIGNATURE,
    });
  });

  it("the server's refusal is its own 'Transaction failed: …' message", async () => {
    const message = 'Transaction failed: the payment comes from A, not from the wallet linked to your account (B)';
    expect(await paySubscription(steps({ confirm: () => Promise.reject(httpError(400, message)) }))).toEqual({
      ok: false,
      message,
      signature: SIGNATURE,
    });
  });

  it.each([
    ['the RPC is down (503)', httpError(503, 'The Solana RPC could not be asked')],
    ['the network is down', fetchError()],
  ])('paid but not counted (%s): Transaction succeeded, but updating subscription failed.', async (_case, error) => {
    expect(await paySubscription(steps({ confirm: () => Promise.reject(error) }))).toEqual({
      ok: false,
      message: 'Transaction succeeded, but updating subscription failed.',
      signature: SIGNATURE,
    });
  });

  it('already counted by the background check (409): success, with the subscription from the server', async () => {
    const outcome = await paySubscription(
      steps({
        confirm: () => Promise.reject(httpError(409, 'This transaction was already used for a subscription.')),
        status: async () => ({ isSubscribed: true, subEnd: SUB_END, paymentsAvailable: true }),
      }),
    );
    expect(outcome).toMatchObject({
      ok: true,
      subEnd: SUB_END,
      message: `Subscription successful! Transaction ID: ${SIGNATURE} Expires on: June 10, 2027`,
    });
  });
});
