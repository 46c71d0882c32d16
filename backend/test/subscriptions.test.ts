import type { PublicKey } from '@solana/web3.js';
import { DataSource } from 'typeorm';

import type { ApiError, SubscriptionStatus, SubscriptionUpdatedEvent } from '../src/contracts';
import { PaymentIntentEntity } from '../src/modules/subscriptions/payment-intent.entity';
import { PaymentsService, SignatureAlreadyUsed } from '../src/modules/subscriptions/payments.service';
import { addOneMonth } from '../src/modules/subscriptions/subscription-period';
import { call, signUp } from './support/http';
import { startApi } from './support/in-process';
import { freePort } from './support/processes';
import { connectSocket, until } from './support/sockets';
import { payWithSolanaPay, sendTransfer } from './support/solana-ledger/pay';
import { PRICE, subscriptionWorld } from './support/subscription-world';

// what is not a payment: subscriptions-refusals.test.ts
const world = subscriptionWorld();
const { receiver, payer, intent, confirm, subEndOf, paymentsOf } = world;
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
    }>(world.api.url, 'GET', '/api/docs-json');
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
    expect((await call(world.api.url, 'POST', '/api/subscriptions/intent')).status).toBe(401);
    expect((await call(world.api.url, 'GET', '/api/subscriptions/status')).status).toBe(401);
  });

  it('says payments are unavailable, before and at a request, without operator text, when no receiver is set', async () => {
    const bare = await startApi({ SOLANA_RPC_URL: world.ledger.url, SOLANA_RECEIVER: '' });
    try {
      const { token } = await signUp(bare.url);
      const status = await call<SubscriptionStatus>(bare.url, 'GET', '/api/subscriptions/status', { token });
      expect(status.body).toEqual({ isSubscribed: false, subEnd: null, paymentsAvailable: false });
      const res = await call<ApiError>(bare.url, 'POST', '/api/subscriptions/intent', { token });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('This feature is not available right now.');
      const other = await call<SubscriptionStatus>(world.api.url, 'GET', '/api/subscriptions/status', {
        token: (await signUp(world.api.url)).token,
      });
      expect(other.body.paymentsAvailable).toBe(true);
    } finally {
      await bare.close();
    }
  });

  it('caps the open requests of one user with 429 and Retry-After', async () => {
    const { token } = await payer(0.01, false);
    for (let i = 0; i < 10; i++) await intent(token);
    const res = await call<ApiError>(world.api.url, 'POST', '/api/subscriptions/intent', { token });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('confirming a payment', () => {
  it('adds one month, pushes the new user to its sockets, and a second payment extends from the previous end', async () => {
    const { token, user, wallet } = await payer(1);
    const socket = await connectSocket(world.api.url, token);
    const pushed: SubscriptionUpdatedEvent[] = [];
    socket.socket.on('subscription:updated', (e) => pushed.push(e));
    try {
      expect(
        (await call<SubscriptionStatus>(world.api.url, 'GET', '/api/subscriptions/status', { token })).body,
      ).toEqual({
        isSubscribed: false,
        subEnd: null,
        paymentsAvailable: true,
      });

      const first = await intent(token);
      const signature = await payWithSolanaPay(world.connection, wallet, {
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

      const status = await call<SubscriptionStatus>(world.api.url, 'GET', '/api/subscriptions/status', { token });
      expect(status.body).toEqual({ isSubscribed: true, subEnd: res.body.subEnd, paymentsAvailable: true });
      const [row] = (
        await world.db.query<{ reference: string; wallet: string; lamports: string; slot: string }>(
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
        (await world.db.query('SELECT status, signature FROM payment_intents WHERE reference = $1', [first.reference]))
          .rows[0],
      ).toEqual({ status: 'paid', signature });

      const second = await intent(token);
      const again = await payWithSolanaPay(world.connection, wallet, {
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
    await world.db.query(`UPDATE users SET sub_end = '2099-01-31T12:00:00Z' WHERE id = $1`, [user.id]);
    const req = await intent(token);
    const signature = await payWithSolanaPay(world.connection, wallet, {
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
    const signature = await sendTransfer(world.connection, wallet, {
      recipient: receiver,
      lamports: PRICE + 1,
      reference: req.reference,
    });
    expect((await confirm(token, signature, req.reference)).status).toBe(200);
  });
});

describe('when the chain cannot be asked', () => {
  it('answers 503 naming the RPC and the setting', async () => {
    const p = await payer();
    const req = await intent(p.token);
    const closed = await freePort(); // nothing listens there
    const down = await startApi({ SOLANA_RPC_URL: `http://127.0.0.1:${closed}`, SOLANA_RECEIVER: receiver });
    try {
      const signature = await sendTransfer(world.connection, p.wallet, {
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
    const signature = await payWithSolanaPay(world.connection, wallet, {
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
    const signature = await payWithSolanaPay(world.connection, wallet, {
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
    const signature = await payWithSolanaPay(world.connection, wallet, {
      recipient: receiver,
      lamports: PRICE,
      reference: req.reference,
    });
    const row = await world.api.app
      .get(DataSource)
      .getRepository(PaymentIntentEntity)
      .findOneByOrFail({ reference: req.reference });
    const payments = world.api.app.get(PaymentsService);
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
