import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';

import type { ApiError } from '../src/contracts';
import { call } from './support/http';
import type { Payer } from './support/payer';
import { fundedWallet, payWithSolanaPay, sendTransfer, waitFinalized } from './support/solana-ledger/pay';
import { PRICE, subscriptionWorld } from './support/subscription-world';

const world = subscriptionWorld();
const { receiver, payer, intent, confirm, subEndOf, paymentsOf } = world;
const base58 = (key: PublicKey) => key.toBase58();

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
    const signature = await sendTransfer(world.connection, p.wallet, {
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
    const signature = await sendTransfer(world.connection, p.wallet, {
      recipient: receiver,
      lamports: 90_000_000,
      reference: req.reference,
    });
    await expectRefused(p, signature, req.reference, 'the payment of 0.09 SOL is less than the price of 0.1 SOL');
  });

  it('a transaction that failed on chain (more than the balance, sent without preflight)', async () => {
    const p = await payer(0.05);
    const req = await intent(p.token);
    const signature = await sendTransfer(world.connection, p.wallet, {
      recipient: receiver,
      lamports: PRICE,
      reference: req.reference,
      skipPreflight: true,
    });
    const { value } = await world.connection.getSignatureStatuses([signature]);
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
    const signature = await sendTransfer(world.connection, p.wallet, {
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
    const signature = await sendTransfer(world.connection, p.wallet, {
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
    const signature = await payWithSolanaPay(world.connection, bob.wallet, {
      recipient: receiver,
      lamports: PRICE,
      reference: hers.reference,
    });
    await expectRefused(bob, signature, hers.reference, 'this payment request belongs to another account');
    expect(await subEndOf(alice.user.id)).toBeNull();
  });

  it('a payment from a wallet that is not linked to the user', async () => {
    const p = await payer();
    const stranger = await fundedWallet(world.connection, 1);
    const req = await intent(p.token);
    const signature = await payWithSolanaPay(world.connection, stranger, {
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
    const signature = await payWithSolanaPay(world.connection, p.wallet, {
      recipient: receiver,
      lamports: PRICE,
      reference: req.reference,
    });
    const res = await confirm(p.token, signature, req.reference);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ isSubscribed: true, wallet: base58(p.wallet.publicKey) });
    // from then on the linked wallet is the one that counts
    const stranger = await fundedWallet(world.connection, 1);
    const next = await intent(p.token);
    const other = await payWithSolanaPay(world.connection, stranger, {
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
    await world.db.query(`UPDATE payment_intents SET expires_at = now() - interval '1 hour' WHERE reference = $1`, [
      req.reference,
    ]);
    const signature = await payWithSolanaPay(world.connection, p.wallet, {
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
    const { blockhash } = await world.connection.getLatestBlockhash();
    const tx = new VersionedTransaction(
      new TransactionMessage({
        payerKey: p.wallet.publicKey,
        recentBlockhash: blockhash,
        instructions: [transfer],
      }).compileToV0Message(),
    );
    tx.sign([p.wallet]);
    const signature = await world.connection.sendRawTransaction(tx.serialize());
    await waitFinalized(world.connection, signature);
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
    const signature = await sendTransfer(world.connection, p.wallet, {
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
    const bad = await call<ApiError>(world.api.url, 'POST', '/api/subscriptions/confirm', {
      token: p.token,
      body: { signature: 'not a signature!', reference: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('signature must be a base58 transaction signature');
  });
});
