import type { INestApplicationContext } from '@nestjs/common';
import { Connection, Keypair } from '@solana/web3.js';
import type { Client } from 'pg';

import type { ApiError, PaymentIntent, SubscriptionUpdatedEvent } from '../src/contracts';
import { addOneMonth } from '../src/modules/subscriptions/subscription-period';
import { openDb } from './support/db';
import { call } from './support/http';
import { type RunningApi, startApi, startWorker } from './support/in-process';
import { newPayer } from './support/payer';
import { connectSocket, until } from './support/sockets';
import { type RunningLedger, startLedgerServer } from './support/solana-ledger';
import { payWithSolanaPay, sendTransfer } from './support/solana-ledger/pay';

const PRICE = 100_000_000;
let ledger: RunningLedger;
let api: RunningApi;
let worker: INestApplicationContext;
let connection: Connection;
let db: Client;
const receiver = Keypair.generate().publicKey.toBase58();

beforeAll(async () => {
  ledger = await startLedgerServer();
  connection = new Connection(ledger.url, 'finalized');
  ledger.ledger.airdrop(receiver, 1e9);
  const settings = { SOLANA_RPC_URL: ledger.url, SOLANA_RECEIVER: receiver };
  api = await startApi(settings);
  worker = await startWorker(settings);
  db = await openDb();
});
afterAll(async () => {
  await worker.close();
  await api.close();
  await db.end();
  await ledger.close();
});

const payer = () => newPayer(api.url, connection);

const intent = async (token: string) =>
  (await call<PaymentIntent>(api.url, 'POST', '/api/subscriptions/intent', { token })).body;
const intentRow = async (reference: string): Promise<{ status: string; signature: string | null }> =>
  (
    await db.query<{ status: string; signature: string | null }>(
      'SELECT status, signature FROM payment_intents WHERE reference = $1',
      [reference],
    )
  ).rows[0];

describe('the payment reconciler (worker)', () => {
  it('completes a paid request whose confirm never came, pushes it to the sockets, and expires stale requests', async () => {
    // a user who pays and closes the tab before confirming
    const paid = await payer();
    const socket = await connectSocket(api.url, paid.token);
    const pushed: SubscriptionUpdatedEvent[] = [];
    socket.socket.on('subscription:updated', (e) => pushed.push(e));
    const paidRequest = await intent(paid.token);

    // a request paid too little, and one nobody paid that ran out long ago
    const cheap = await payer();
    const cheapRequest = await intent(cheap.token);
    const stale = await payer();
    const staleRequest = await intent(stale.token);
    await db.query(`UPDATE payment_intents SET expires_at = now() - interval '1 hour' WHERE reference = $1`, [
      staleRequest.reference,
    ]);

    const before = new Date();
    const signature = await payWithSolanaPay(connection, paid.wallet, {
      recipient: receiver,
      lamports: PRICE,
      reference: paidRequest.reference,
    });
    await sendTransfer(connection, cheap.wallet, {
      recipient: receiver,
      lamports: PRICE - 1,
      reference: cheapRequest.reference,
    });

    try {
      // one pass every 15 s: the user is subscribed within a minute
      await until(() => pushed.length > 0, 45_000, 'the push from the worker');
      expect(pushed).toHaveLength(1);
      expect(pushed[0].signature).toBe(signature);
      expect(pushed[0].user).toMatchObject({ id: paid.user.id, isSubscribed: true });
      const end = new Date(pushed[0].user.subEnd!).getTime();
      expect(end).toBeGreaterThanOrEqual(addOneMonth(new Date(before.getTime() - 1000)).getTime());
      expect(end).toBeLessThanOrEqual(addOneMonth(new Date()).getTime());
      expect(await intentRow(paidRequest.reference)).toEqual({ status: 'paid', signature });

      // the late confirm finds the signature already counted
      const late = await call<ApiError>(api.url, 'POST', '/api/subscriptions/confirm', {
        token: paid.token,
        body: { signature, reference: paidRequest.reference },
      });
      expect(late.status).toBe(409);
      expect(
        (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE user_id = $1', [paid.user.id]))
          .rows[0].n,
      ).toBe(1);

      // in the same pass: the stale request is expired, the cheap one stays open and counts for nothing
      const deadline = Date.now() + 20_000;
      while ((await intentRow(staleRequest.reference)).status !== 'expired' && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 200));
      expect((await intentRow(staleRequest.reference)).status).toBe('expired');
      expect(await intentRow(cheapRequest.reference)).toEqual({ status: 'open', signature: null });
      expect(
        (await db.query<{ sub_end: Date | null }>('SELECT sub_end FROM users WHERE id = $1', [cheap.user.id])).rows[0]
          .sub_end,
      ).toBeNull();
    } finally {
      socket.close();
    }
  });
});
