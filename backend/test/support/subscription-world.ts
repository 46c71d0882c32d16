import { Connection, Keypair } from '@solana/web3.js';
import type { Client } from 'pg';

import type { ApiError, ConfirmPaymentResponse, PaymentIntent } from '../../src/contracts';
import { openDb } from './db';
import { call } from './http';
import { type RunningApi, startApi } from './in-process';
import { newPayer } from './payer';
import { type RunningLedger, startLedgerServer } from './solana-ledger';

/** 0.1 SOL in lamports: the price the API asks by default. */
export const PRICE = 100_000_000;

/**
 * A local Solana ledger, an API paid into `receiver` on it and a database connection, started before
 * the file's tests and closed after them; with the calls the subscription tests make.
 */
export function subscriptionWorld() {
  const world = {
    receiver: Keypair.generate().publicKey.toBase58(),
    ledger: undefined as unknown as RunningLedger,
    api: undefined as unknown as RunningApi,
    connection: undefined as unknown as Connection,
    db: undefined as unknown as Client,

    /** A signed-up user with a funded wallet linked to the account (unless `link` is false). */
    payer: (sol?: number, link?: boolean) => newPayer(world.api.url, world.connection, sol, link),

    intent: async (token: string): Promise<PaymentIntent> => {
      const res = await call<PaymentIntent>(world.api.url, 'POST', '/api/subscriptions/intent', { token });
      expect(res.status).toBe(201);
      return res.body;
    },

    confirm: (token: string, signature: string, reference: string) =>
      call<ConfirmPaymentResponse & ApiError>(world.api.url, 'POST', '/api/subscriptions/confirm', {
        token,
        body: { signature, reference },
      }),

    subEndOf: async (userId: string): Promise<Date | null> =>
      (await world.db.query<{ sub_end: Date | null }>('SELECT sub_end FROM users WHERE id = $1', [userId])).rows[0]
        .sub_end,

    paymentsOf: async (userId: string): Promise<number> =>
      (await world.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE user_id = $1', [userId]))
        .rows[0].n,
  };

  beforeAll(async () => {
    world.ledger = await startLedgerServer();
    world.connection = new Connection(world.ledger.url, 'finalized');
    world.ledger.ledger.airdrop(world.receiver, 1e9); // createTransfer wants the receiving account to exist
    world.api = await startApi({ SOLANA_RPC_URL: world.ledger.url, SOLANA_RECEIVER: world.receiver });
    world.db = await openDb();
  });
  afterAll(async () => {
    await world.api.close();
    await world.db.end();
    await world.ledger.close();
  });
  return world;
}
