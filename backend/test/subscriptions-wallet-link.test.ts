/**
 * Linking a wallet proves the account holds it: a single-use Sign-In With Solana message bound to the
 * session, signed by the wallet (Ed25519), checked field by field. An address belongs to one account
 * at most, and the receiver's to none.
 */
import { Keypair } from '@solana/web3.js';
import type { Client } from 'pg';

import { type AuthResponse, WALLET_LINK_ERRORS } from '../src/contracts';
import { openDb } from './support/db';
import { call, signUp } from './support/http';
import { type RunningApi, startApi } from './support/in-process';
import { linkWallet, putWallet, requestNonce, signText } from './support/wallet-link';

let api: RunningApi;
let db: Client;
let host: string;
const receiver = Keypair.generate();

beforeAll(async () => {
  api = await startApi({ SOLANA_RECEIVER: receiver.publicKey.toBase58() });
  host = new URL(api.settings.PUBLIC_URL).host;
  db = await openDb();
});
afterAll(async () => {
  jest.useRealTimers();
  await api.close();
  await db.end();
});

const walletOf = async (userId: string): Promise<string | null> =>
  (await db.query<{ wallet: string | null }>('SELECT wallet FROM users WHERE id = $1', [userId])).rows[0].wallet;

/** A signed-up user, a new wallet, and a sign-in message issued for it. */
async function prepared() {
  const { token, user } = await signUp(api.url);
  const wallet = Keypair.generate();
  const address = wallet.publicKey.toBase58();
  const nonce = await requestNonce(api.url, token, address);
  expect(nonce.status).toBe(201);
  return { token, user, wallet, address, ...nonce.body };
}

async function expectRefused(
  res: Awaited<ReturnType<typeof putWallet>>,
  status: number,
  message: string,
  userId?: string,
) {
  expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
  if (userId) expect(await walletOf(userId)).toBeNull();
}

describe('linking a wallet by a signed message', () => {
  it('issues a Sign-In With Solana message: domain, address, statement, nonce, issued-at, expiration', async () => {
    const { address, nonce, message, expiresAt } = await prepared();
    const lines = message.split('\n');
    expect(lines[0]).toBe(`${host} wants you to sign in with your Solana account:`);
    expect(lines[1]).toBe(address);
    expect(lines[3]).toMatch(/^Link this wallet to the account /);
    expect(lines).toContain(`Nonce: ${nonce}`);
    expect(lines).toContain(`Expiration Time: ${expiresAt}`);
    const issuedAt = Date.parse(lines.find((l) => l.startsWith('Issued At: '))!.slice(11));
    expect(Date.parse(expiresAt) - issuedAt).toBe(5 * 60_000);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  });

  it('links the wallet when the signature is right', async () => {
    const { token, user, wallet, address, message } = await prepared();
    const res = await putWallet(api.url, token, { address, message, signature: signText(wallet, message) });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, wallet: address });
    expect(await walletOf(user.id)).toBe(address);
  });

  it('refuses a wrong signature', async () => {
    const { token, user, wallet, address, message } = await prepared();
    const signature = signText(wallet, message.replace('sign in', 'sign  in'));
    await expectRefused(
      await putWallet(api.url, token, { address, message, signature }),
      400,
      WALLET_LINK_ERRORS.badSignature,
      user.id,
    );
    // not a signature at all
    const junk = await putWallet(api.url, token, { address, message, signature: 'x' });
    expect(junk.status).toBe(400);
  });

  it("refuses another address's signature", async () => {
    const { token, user, address, message } = await prepared();
    const other = Keypair.generate();
    await expectRefused(
      await putWallet(api.url, token, { address, message, signature: signText(other, message) }),
      400,
      WALLET_LINK_ERRORS.badSignature,
      user.id,
    );
  });

  it('refuses a nonce used once already', async () => {
    const { token, user, wallet, address, message } = await prepared();
    const body = { address, message, signature: signText(wallet, message) };
    expect((await putWallet(api.url, token, body)).status).toBe(200);
    await db.query('UPDATE users SET wallet = NULL WHERE id = $1', [user.id]);
    await expectRefused(await putWallet(api.url, token, body), 400, WALLET_LINK_ERRORS.unknownNonce, user.id);
  });

  it('refuses an expired nonce', async () => {
    const { token, user, wallet, address, message } = await prepared();
    const body = { address, message, signature: signText(wallet, message) };
    // only Date moves on (the server's clock): timers, Redis and sockets run as they do
    jest.useFakeTimers({
      doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate'].concat([
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ]) as never,
      now: Date.now() + 5 * 60_000 + 1000,
    });
    try {
      await expectRefused(await putWallet(api.url, token, body), 400, WALLET_LINK_ERRORS.expired, user.id);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a message written for another domain', async () => {
    const { token, user, wallet, address, message } = await prepared();
    const forged = message.replace(`${host} wants`, 'evil.example wants');
    await expectRefused(
      await putWallet(api.url, token, { address, message: forged, signature: signText(wallet, forged) }),
      400,
      WALLET_LINK_ERRORS.wrongDomain('evil.example', host),
      user.id,
    );
  });

  it("refuses a message for another address, an altered one, and another session's", async () => {
    const { token, user, wallet, address, message } = await prepared();
    const other = Keypair.generate();
    const forOther = message.replace(address, other.publicKey.toBase58());
    await expectRefused(
      await putWallet(api.url, token, { address, message: forOther, signature: signText(wallet, forOther) }),
      400,
      WALLET_LINK_ERRORS.otherAddress,
      user.id,
    );
    const later = message.replace(/Expiration Time: .*/, 'Expiration Time: 2999-01-01T00:00:00.000Z');
    await expectRefused(
      await putWallet(api.url, token, { address, message: later, signature: signText(wallet, later) }),
      400,
      WALLET_LINK_ERRORS.altered,
      user.id,
    );
    const fresh = await requestNonce(api.url, token, address);
    // the same account, signed in a second time (another session)
    const second = await call<AuthResponse>(api.url, 'POST', '/api/auth/signin', {
      body: { username: user.username, password: 'correct horse battery' },
    });
    const res = await putWallet(api.url, second.body.token, {
      address,
      message: fresh.body.message,
      signature: signText(wallet, fresh.body.message),
    });
    await expectRefused(res, 400, WALLET_LINK_ERRORS.otherSession, user.id);
    await expectRefused(
      await putWallet(api.url, token, { address, message: 'hello', signature: signText(wallet, 'hello') }),
      400,
      WALLET_LINK_ERRORS.notSignIn,
      user.id,
    );
  });

  it("never links the receiver's address", async () => {
    const { token, user, address: mine } = await prepared();
    const address = receiver.publicKey.toBase58();
    const nonce = await requestNonce(api.url, token, address);
    expect({ status: nonce.status, message: nonce.body.message }).toEqual({
      status: 400,
      message: WALLET_LINK_ERRORS.receiver,
    });
    // a message issued for another address, rewritten and signed by the receiver's key
    const issued = await requestNonce(api.url, token, mine);
    const message = issued.body.message.replace(mine, address);
    await expectRefused(
      await putWallet(api.url, token, { address, message, signature: signText(receiver, message) }),
      400,
      WALLET_LINK_ERRORS.receiver,
      user.id,
    );
  });

  it('links an address to one account at most (409)', async () => {
    const alice = await signUp(api.url);
    const bob = await signUp(api.url);
    const wallet = Keypair.generate();
    expect((await linkWallet(api.url, alice.token, wallet)).status).toBe(200);
    const res = await linkWallet(api.url, bob.token, wallet);
    await expectRefused(res, 409, WALLET_LINK_ERRORS.taken, bob.user.id);
    expect(await walletOf(alice.user.id)).toBe(wallet.publicKey.toBase58());
    // linking it again to the same account is fine
    expect((await linkWallet(api.url, alice.token, wallet)).status).toBe(200);
  });

  it('refuses an address that is not a public key, and a request without a session', async () => {
    const { token } = await signUp(api.url);
    const bad = await requestNonce(api.url, token, 'not a key');
    expect({ status: bad.status, message: bad.body.message }).toEqual({
      status: 400,
      message: 'address must be a valid base58 public key',
    });
    expect((await call(api.url, 'POST', '/api/users/me/wallet/nonce', { body: { address: 'x' } })).status).toBe(401);
  });

  it('is described in the OpenAPI document', async () => {
    const docs = await call<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    }>(api.url, 'GET', '/api/docs-json');
    expect(Object.keys(docs.body.paths['/api/users/me/wallet/nonce'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '503']),
    );
    expect(Object.keys(docs.body.paths['/api/users/me/wallet'].put.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '409', '503']),
    );
    expect(Object.keys(docs.body.components.schemas)).toEqual(
      expect.arrayContaining(['WalletNonceRequestDto', 'WalletNonceDto', 'LinkWalletDto']),
    );
  });
});
