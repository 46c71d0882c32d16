/**
 * A QR code paid from a phone links the wallet that paid (the payment proves it), but only when no
 * other account holds that address: the payment counts either way.
 */
import { Connection, Keypair } from '@solana/web3.js';
import type { Client } from 'pg';

import type { ApiError, ConfirmPaymentResponse, PaymentIntent } from '../src/contracts';
import { openDb } from './support/db';
import { call } from './support/http';
import { type RunningApi, startApi } from './support/in-process';
import { newPayer } from './support/payer';
import { type RunningLedger, startLedgerServer } from './support/solana-ledger';
import { payWithSolanaPay } from './support/solana-ledger/pay';

const PRICE = 100_000_000;
let ledger: RunningLedger;
let api: RunningApi;
let connection: Connection;
let db: Client;
const receiver = Keypair.generate().publicKey.toBase58();

beforeAll(async () => {
  ledger = await startLedgerServer();
  connection = new Connection(ledger.url, 'finalized');
  ledger.ledger.airdrop(receiver, 1e9);
  api = await startApi({ SOLANA_RPC_URL: ledger.url, SOLANA_RECEIVER: receiver });
  db = await openDb();
});
afterAll(async () => {
  await api.close();
  await db.end();
  await ledger.close();
});

const walletOf = async (userId: string): Promise<string | null> =>
  (await db.query<{ wallet: string | null }>('SELECT wallet FROM users WHERE id = $1', [userId])).rows[0].wallet;

async function payByQr(token: string, payer: Keypair) {
  const intent = await call<PaymentIntent>(api.url, 'POST', '/api/subscriptions/intent', { token });
  expect(intent.status).toBe(201);
  const signature = await payWithSolanaPay(connection, payer, {
    recipient: receiver,
    lamports: PRICE,
    reference: intent.body.reference,
  });
  return call<ConfirmPaymentResponse & ApiError>(api.url, 'POST', '/api/subscriptions/confirm', {
    token,
    body: { signature, reference: intent.body.reference },
  });
}

describe('a QR code paid from a phone', () => {
  it('links the wallet that paid when no account holds it', async () => {
    const p = await newPayer(api.url, connection, 1, false);
    const res = await payByQr(p.token, p.wallet);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ isSubscribed: true, wallet: p.wallet.publicKey.toBase58() });
    expect(await walletOf(p.user.id)).toBe(p.wallet.publicKey.toBase58());
  });

  it("counts a payment from another account's wallet without linking it to a second account", async () => {
    const owner = await newPayer(api.url, connection, 1, true);
    const friend = await newPayer(api.url, connection, 0.01, false);
    const res = await payByQr(friend.token, owner.wallet);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: friend.user.id, isSubscribed: true, wallet: null });
    expect(await walletOf(friend.user.id)).toBeNull();
    expect(await walletOf(owner.user.id)).toBe(owner.wallet.publicKey.toBase58());
  });
});
