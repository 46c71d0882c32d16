import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import type { Client } from 'pg';
import { DataSource } from 'typeorm';

import type {
  ApiError,
  ConfirmPaymentResponse,
  PaymentIntent,
  SubscriptionStatus,
  SubscriptionUpdatedEvent,
} from '../src/contracts';
import { PaymentIntentEntity } from '../src/modules/subscriptions/payment-intent.entity';
import { PaymentsService, SignatureAlreadyUsed } from '../src/modules/subscriptions/payments.service';
import { addOneMonth } from '../src/modules/subscriptions/subscription-period';
import { openDb } from './support/db';
import { call, signUp } from './support/http';
import { type RunningApi, startApi } from './support/in-process';
import { newPayer, type Payer } from './support/payer';
import { freePort } from './support/processes';
import { connectSocket, until } from './support/sockets';
import { type RunningLedger, startLedgerServer } from './support/solana-ledger';
import { fundedWallet, payWithSolanaPay, sendTransfer, waitFinalized } from './support/solana-ledger/pay';

const PRICE = 100_000_000;
let ledger: RunningLedger;
let api: RunningApi;
let connection: Connection;
let db: Client;
const receiver = Keypair.generate().publicKey.toBase58();

beforeAll(async () => {
  ledger = await startLedgerServer();
  connection = new Connection(ledger.url, 'finalized');
  ledger.ledger.airdrop(receiver, 1e9); // createTransfer wants the receiving account to exist
  api = await startApi({ SOLANA_RPC_URL: ledger.url, SOLANA_RECEIVER: receiver });
  db = await openDb();
});
afterAll(async () => {
  await api.close();
  await db.end();
  await ledger.close();
});

/** A signed-up user with a funded wallet linked to the account (unless `link` is false). */
const payer = (sol?: number, link?: boolean) => newPayer(api.url, connection, sol, link);

async function intent(token: string): Promise<PaymentIntent> {
  const res = await call<PaymentIntent>(api.url, 'POST', '/api/subscriptions/intent', { token });
  expect(res.status).toBe(201);
  return res.body;
}

const confirm = (token: string, signature: string, reference: string) =>
  call<ConfirmPaymentResponse & ApiError>(api.url, 'POST', '/api/subscriptions/confirm', {
    token,
    body: { signature, reference },
  });

const subEndOf = async (userId: string): Promise<Date | null> =>
  (await db.query<{ sub_end: Date | null }>('SELECT sub_end FROM users WHERE id = $1', [userId])).rows[0].sub_end;
const paymentsOf = async (userId: string): Promise<number> =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE user_id = $1', [userId])).rows[0].n;
const base58 = (key: PublicKey) => key.toBase58();

describe('payment requests', () => {
  it('answers 201 with a fresh reference, the receiver, the price, the cluster and a 15-minute deadline', async () => {
    const { token } = await payer(0.01, false);
    const before = Date.now();
    const a = await intent(token);
    const b = await intent(token);
    expect(a).toMatchObject({ recipient: receiver, lamports: PRICE, cluster: 'custom' });
    expect(a.reference).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(b.reference).not.toBe(a.reference);
    const ttl = new Date(a.expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThan(14.9 * 60_000);
    expect(ttl).toBeLessThan(15.1 * 60_000);
  });

  it('is described in the OpenAPI document', async () => {
    const docs = await call<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    }>(api.url, 'GET', '/api/docs-json');
    expect(Object.keys(docs.body.paths['/api/subscriptions/intent'].post.responses)).toEqual(
      expect.arrayContaining(['201', '401', '429', '503']),
    );
    expect(Object.keys(docs.body.paths['/api/subscriptions/confirm'].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '409', '503']),
    );
    expect(docs.body.paths['/api/subscriptions/status'].get.responses).toHaveProperty('200');
    expect(Object.keys(docs.body.components.schemas)).toEqual(
      expect.arrayContaining([
        'PaymentIntentDto',
        'ConfirmPaymentDto',
        'ConfirmPaymentResponseDto',
        'SubscriptionStatusDto',
      ]),
    );
  });

  it('needs a session', async () => {
    expect((await call(api.url, 'POST', '/api/subscriptions/intent')).status).toBe(401);
    expect((await call(api.url, 'GET', '/api/subscriptions/status')).status).toBe(401);
  });

  it('says payments are unavailable, before and at a request, without operator text, when no receiver is set', async () => {
    const bare = await startApi({ SOLANA_RPC_URL: ledger.url, SOLANA_RECEIVER: '' });
    try {
      const { token } = await signUp(bare.url);
      const status = await call<SubscriptionStatus>(bare.url, 'GET', '/api/subscriptions/status', { token });
      expect(status.body).toEqual({ isSubscribed: false, subEnd: null, paymentsAvailable: false });
      const res = await call<ApiError>(bare.url, 'POST', '/api/subscriptions/intent', { token });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('This feature is not available right now.');
      const other = await call<SubscriptionStatus>(api.url, 'GET', '/api/subscriptions/status', {
        token: (await signUp(api.url)).token,
      });
      expect(other.body.paymentsAvailable).toBe(true);
    } finally {
      await bare.close();
    }
  });

  it('caps the open requests of one user with 429 and Retry-After', async () => {
    const { token } = await payer(0.01, false);
    for (let i = 0; i < 10; i++) await intent(token);
    const res = await call<ApiError>(api.url, 'POST', '/api/subscriptions/intent', { token });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('confirming a payment', () => {
  it('adds one month, pushes the new user to its sockets, and a second payment extends from the previous end', async () => {
    const { token, user, wallet } = await payer(1);
    const socket = await connectSocket(api.url, token);
    const pushed: SubscriptionUpdatedEvent[] = [];
    socket.socket.on('subscription:updated', (e) => pushed.push(e));
    try {
      expect((await call<SubscriptionStatus>(api.url, 'GET', '/api/subscriptions/status', { token })).body).toEqual({
        isSubscribed: false,
        subEnd: null,
        paymentsAvailable: true,
      });

      const first = await intent(token);
      const signature = await payWithSolanaPay(connection, wallet, {
        recipient: receiver,
        lamports: PRICE,
        reference: first.reference,
      });
      const before = new Date();
      const res = await confirm(token, signature, first.reference);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        signature,
        user: { id: user.id, isSubscribed: true, wallet: base58(wallet.publicKey) },
      });
      expect(res.body.user.subEnd).toBe(res.body.subEnd);
      const end = new Date(res.body.subEnd).getTime();
      expect(end).toBeGreaterThanOrEqual(addOneMonth(new Date(before.getTime() - 1000)).getTime());
      expect(end).toBeLessThanOrEqual(addOneMonth(new Date()).getTime());
      await until(() => pushed.length === 1, 5000, 'the subscription push');
      expect(pushed[0]).toEqual({ signature, user: res.body.user });

      const status = await call<SubscriptionStatus>(api.url, 'GET', '/api/subscriptions/status', { token });
      expect(status.body).toEqual({ isSubscribed: true, subEnd: res.body.subEnd, paymentsAvailable: true });
      const [row] = (
        await db.query<{ reference: string; wallet: string; lamports: string; slot: string }>(
          'SELECT reference, wallet, lamports, slot FROM payments WHERE signature = $1',
          [signature],
        )
      ).rows;
      expect(row).toMatchObject({
        reference: first.reference,
        wallet: base58(wallet.publicKey),
        lamports: String(PRICE),
      });
      expect(
        (await db.query('SELECT status, signature FROM payment_intents WHERE reference = $1', [first.reference]))
          .rows[0],
      ).toEqual({ status: 'paid', signature });

      const second = await intent(token);
      const again = await payWithSolanaPay(connection, wallet, {
        recipient: receiver,
        lamports: PRICE,
        reference: second.reference,
      });
      const res2 = await confirm(token, again, second.reference);
      expect(res2.status).toBe(200);
      expect(res2.body.subEnd).toBe(addOneMonth(new Date(res.body.subEnd)).toISOString());
      await until(() => pushed.length === 2, 5000, 'the second push');
    } finally {
      socket.close();
    }
  });

  it('adds a calendar month to an end in the future: Jan 31 becomes Feb 28', async () => {
    const { token, user, wallet } = await payer(1);
    await db.query(`UPDATE users SET sub_end = '2099-01-31T12:00:00Z' WHERE id = $1`, [user.id]);
    const req = await intent(token);
    const signature = await payWithSolanaPay(connection, wallet, {
      recipient: receiver,
      lamports: PRICE,
      reference: req.reference,
    });
    const res = await confirm(token, signature, req.reference);
    expect(res.status).toBe(200);
    expect(res.body.subEnd).toBe('2099-02-28T12:00:00.000Z');
  });

  it('accepts more than the price', async () => {
    const { token, wallet } = await payer(1);
    const req = await intent(token);
    const signature = await sendTransfer(connection, wallet, {
      recipient: receiver,
      lamports: PRICE + 1,
      reference: req.reference,
    });
    expect((await confirm(token, signature, req.reference)).status).toBe(200);
  });
});

describe('refusing what is not a payment', () => {
  /** Expects 400 'Transaction failed: …' with the detail, and no payment counted. */
  async function expectRefused(p: Payer, signature: string, reference: string, detail: string | RegExp) {
    const res = await confirm(p.token, signature, reference);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Transaction failed: /);
    if (typeof detail === 'string') expect(res.body.message).toBe(`Transaction failed: ${detail}`);
    else expect(res.body.message).toMatch(detail);
    expect(await subEndOf(p.user.id)).toBeNull();
    expect(await paymentsOf(p.user.id)).toBe(0);
  }

  it('a payment to another receiver', async () => {
    const p = await payer();
    const req = await intent(p.token);
    const elsewhere = Keypair.generate().publicKey.toBase58();
    const signature = await sendTransfer(connection, p.wallet, {
      recipient: elsewhere,
      lamports: PRICE,
      reference: req.reference,
    });
    await expectRefused(
      p,
      signature,
      req.reference,
      `the payment goes to ${elsewhere}, not to the subscription receiver ${receiver}`,
    );
  });

  it('0.09 SOL', async () => {
    const p = await payer();
    const req = await intent(p.token);
    const signature = await sendTransfer(connection, p.wallet, {
      recipient: receiver,
      lamports: 90_000_000,
      reference: req.reference,
    });
    await expectRefused(p, signature, req.reference, 'the payment of 0.09 SOL is less than the price of 0.1 SOL');
  });

  it('a transaction that failed on chain (more than the balance, sent without preflight)', async () => {
    const p = await payer(0.05);
    const req = await intent(p.token);
    const signature = await sendTransfer(connection, p.wallet, {
      recipient: receiver,
      lamports: PRICE,
      reference: req.reference,
      skipPreflight: true,
    });
    const { value } = await connection.getSignatureStatuses([signature]);
    expect(value[0]?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    await expectRefused(
      p,
      signature,
      req.reference,
      'the transaction failed on chain: {"InstructionError":[0,{"Custom":1}]}',
    );
  });

  it('a transaction without the reference', async () => {
    const p = await payer();
    const req = await intent(p.token);
    const signature = await sendTransfer(connection, p.wallet, {
      recipient: receiver,
      lamports: PRICE,
      reference: null,
    });
    await expectRefused(
      p,
      signature,
      req.reference,
      'the transaction does not carry the reference of this payment request',
    );
  });

  it('a transaction carrying the reference of another request', async () => {
    const p = await payer();
    const [mine, other] = [await intent(p.token), await intent(p.token)];
    const signature = await sendTransfer(connection, p.wallet, {
      recipient: receiver,
      lamports: PRICE,
      reference: other.reference,
    });
    await expectRefused(
      p,
      signature,
      mine.reference,
      'the transaction does not carry the reference of this payment request',
    );
  });

  it("another user's reference", async () => {
    const alice = await payer();
    const bob = await payer();
    const hers = await intent(alice.token);
    const signature = await payWithSolanaPay(connection, bob.wallet, {
      recipient: receiver,
      lamports: PRICE,
      reference: hers.reference,
    });
    await expectRefused(bob, signature, hers.reference, 'this payment request belongs to another account');
    expect(await subEndOf(alice.user.id)).toBeNull();
  });

  it('a payment from a wallet that is not linked to the user', async () => {
    const p = await payer();
    const stranger = await fundedWallet(connection, 1);
    const req = await intent(p.token);
    const signature = await payWithSolanaPay(connection, stranger, {
      recipient: receiver,
      lamports: PRICE,
      reference: req.reference,
    });
    await expectRefused(
      p,
      signature,
      req.reference,
      `the payment comes from ${base58(stranger.publicKey)}, not from the wallet linked to your account (${base58(p.wallet.publicKey)})`,
    );
  });

  it('a payment by a user who linked no wallet (a QR code paid from a phone) links the wallet that paid', async () => {
    const p = await payer(1, false);
    const req = await intent(p.token);
    const signature = await payWithSolanaPay(connection, p.wallet, {
      recipient: receiver,
      lamports: PRICE,
      reference: req.reference,
    });
    const res = await confirm(p.token, signature, req.reference);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ isSubscribed: true, wallet: base58(p.wallet.publicKey) });
    // from then on the linked wallet is the one that counts
    const stranger = await fundedWallet(connection, 1);
    const next = await intent(p.token);
    const other = await payWithSolanaPay(connection, stranger, {
      recipient: receiver,
      lamports: PRICE,
      reference: next.reference,
    });
    const refused = await confirm(p.token, other, next.reference);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      `Transaction failed: the payment comes from ${base58(stranger.publicKey)}, not from the wallet linked to your account (${base58(p.wallet.publicKey)})`,
    );
    expect(await paymentsOf(p.user.id)).toBe(1);
  });

  it('an expired request', async () => {
    const p = await payer();
    const req = await intent(p.token);
    await db.query(`UPDATE payment_intents SET expires_at = now() - interval '1 hour' WHERE reference = $1`, [
      req.reference,
    ]);
    const signature = await payWithSolanaPay(connection, p.wallet, {
      recipient: receiver,
      lamports: PRICE,
      reference: req.reference,
    });
    await expectRefused(
      p,
      signature,
      req.reference,
      /^Transaction failed: this payment request expired at .+; ask for a new one$/,
    );
  });

  it('a versioned (v0) transaction', async () => {
    const p = await payer();
    const req = await intent(p.token);
    const transfer = SystemProgram.transfer({
      fromPubkey: p.wallet.publicKey,
      toPubkey: new PublicKey(receiver),
      lamports: PRICE,
    });
    transfer.keys.push({ pubkey: new PublicKey(req.reference), isSigner: false, isWritable: false });
    const { blockhash } = await connection.getLatestBlockhash();
    const tx = new VersionedTransaction(
      new TransactionMessage({
        payerKey: p.wallet.publicKey,
        recentBlockhash: blockhash,
        instructions: [transfer],
      }).compileToV0Message(),
    );
    tx.sign([p.wallet]);
    const signature = await connection.sendRawTransaction(tx.serialize());
    await waitFinalized(connection, signature);
    await expectRefused(
      p,
      signature,
      req.reference,
      'versioned (v0) transactions are not accepted; pay with a legacy transaction',
    );
  });

  it('a signature the chain does not know', async () => {
    const p = await payer();
    const req = await intent(p.token);
    const unknown = '5'.repeat(87);
    await expectRefused(
      p,
      unknown,
      req.reference,
      'the transaction was not found at finalized commitment yet; wait a few seconds and try again',
    );
  });

  it('an unknown reference, and a malformed body', async () => {
    const p = await payer();
    const signature = await sendTransfer(connection, p.wallet, {
      recipient: receiver,
      lamports: PRICE,
      reference: null,
    });
    await expectRefused(
      p,
      signature,
      Keypair.generate().publicKey.toBase58(),
      'unknown payment reference; ask for a new payment request',
    );
    const bad = await call<ApiError>(api.url, 'POST', '/api/subscriptions/confirm', {
      token: p.token,
      body: { signature: 'not a signature!', reference: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('signature must be a base58 transaction signature');
  });
});

describe('when the chain cannot be asked', () => {
  it('answers 503 naming the RPC and the setting', async () => {
    const p = await payer();
    const req = await intent(p.token);
    const closed = await freePort(); // nothing listens there
    const down = await startApi({ SOLANA_RPC_URL: `http://127.0.0.1:${closed}`, SOLANA_RECEIVER: receiver });
    try {
      const signature = await sendTransfer(connection, p.wallet, {
        recipient: receiver,
        lamports: PRICE,
        reference: req.reference,
      });
      const res = await call<ApiError>(down.url, 'POST', '/api/subscriptions/confirm', {
        token: p.token,
        body: { signature, reference: req.reference },
      });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(
        `The Solana RPC at 127.0.0.1:${closed} could not be asked (fetch failed: ECONNREFUSED). Check SOLANA_RPC_URL or try again later.`,
      );
      expect(await subEndOf(p.user.id)).toBeNull();
    } finally {
      await down.close();
    }
  });
});

describe('a signature counts once', () => {
  it('the same signature twice: 409 the second time, one month only', async () => {
    const { token, user, wallet } = await payer();
    const req = await intent(token);
    const signature = await payWithSolanaPay(connection, wallet, {
      recipient: receiver,
      lamports: PRICE,
      reference: req.reference,
    });
    const first = await confirm(token, signature, req.reference);
    expect(first.status).toBe(200);
    const second = await confirm(token, signature, req.reference);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      statusCode: 409,
      message: 'This transaction was already used for a subscription.',
      error: 'Conflict',
    });
    expect((await subEndOf(user.id))?.toISOString()).toBe(first.body.subEnd);
  });

  it('confirms racing each other: exactly one extension', async () => {
    const { token, user, wallet } = await payer();
    const req = await intent(token);
    const signature = await payWithSolanaPay(connection, wallet, {
      recipient: receiver,
      lamports: PRICE,
      reference: req.reference,
    });
    const before = new Date();
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(token, signature, req.reference)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await paymentsOf(user.id)).toBe(1);
    const end = (await subEndOf(user.id))!.getTime();
    expect(end).toBeGreaterThanOrEqual(addOneMonth(new Date(before.getTime() - 1000)).getTime());
    expect(end).toBeLessThanOrEqual(addOneMonth(new Date()).getTime());
  });

  it('two completions that both passed the early check: the unique signature counts one', async () => {
    const { token, user, wallet } = await payer();
    const req = await intent(token);
    const signature = await payWithSolanaPay(connection, wallet, {
      recipient: receiver,
      lamports: PRICE,
      reference: req.reference,
    });
    const row = await api.app
      .get(DataSource)
      .getRepository(PaymentIntentEntity)
      .findOneByOrFail({ reference: req.reference });
    const payments = api.app.get(PaymentsService);
    const results = await Promise.allSettled([
      payments.complete(row, signature),
      payments.complete(row, signature),
      payments.complete(row, signature),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(SignatureAlreadyUsed);
    expect(await paymentsOf(user.id)).toBe(1);
  });
});
