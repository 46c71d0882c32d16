/** The local Solana ledger the payment tests (and the browser tests) run against. */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

import { findReference } from '@solana/pay';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SendTransactionError,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';

import { LAMPORTS_PER_SIGNATURE, type RunningLedger, startLedgerServer } from './support/solana-ledger';
import { fundedWallet, payWithSolanaPay, sendTransfer, waitFinalized } from './support/solana-ledger/pay';

let ledger: RunningLedger;
let connection: Connection;
const receiver = Keypair.generate().publicKey;

beforeAll(async () => {
  ledger = await startLedgerServer();
  connection = new Connection(ledger.url, 'finalized');
  ledger.ledger.airdrop(receiver, LAMPORTS_PER_SOL);
});
afterAll(() => ledger.close());

async function rpc<T>(
  method: string,
  params: unknown[] = [],
  headers: Record<string, string> = {},
): Promise<{ result?: T; error?: { code: number; message: string } }> {
  const res = await fetch(ledger.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await res.json()) as { result?: T; error?: { code: number; message: string } };
}

describe('the test ledger', () => {
  it('answers the node basics', async () => {
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(await connection.getGenesisHash()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880);
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    expect(lastValidBlockHeight).toBeGreaterThan(await connection.getBlockHeight());
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true);
    expect((await rpc('nope')).error?.code).toBe(-32601);
  });

  it('airdrops, transfers and reports balances, slots and fees', async () => {
    const wallet = await fundedWallet(connection, 2);
    expect(await connection.getBalance(wallet.publicKey)).toBe(2 * LAMPORTS_PER_SOL);
    expect((await connection.getAccountInfo(wallet.publicKey))?.owner.equals(SystemProgram.programId)).toBe(true);
    const slot = await connection.getSlot();
    const tx = new Transaction({ feePayer: wallet.publicKey, ...(await connection.getLatestBlockhash()) }).add(
      SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: receiver, lamports: 1000 }),
    );
    expect((await connection.getFeeForMessage(tx.compileMessage())).value).toBe(LAMPORTS_PER_SIGNATURE);
    await sendTransfer(connection, wallet, { recipient: receiver.toBase58(), lamports: 1000, reference: null });
    expect(await connection.getSlot()).toBe(slot + 1);
    expect(await connection.getBalance(wallet.publicKey)).toBe(2 * LAMPORTS_PER_SOL - 1000 - LAMPORTS_PER_SIGNATURE);
  });

  it('serves a Solana Pay transfer as getTransaction (json and jsonParsed) and finds it by its reference', async () => {
    const wallet = await fundedWallet(connection, 1);
    const reference = Keypair.generate().publicKey;
    const signature = await payWithSolanaPay(connection, wallet, {
      recipient: receiver.toBase58(),
      lamports: 100_000_000,
      reference: reference.toBase58(),
    });

    const tx = await connection.getTransaction(signature, {
      commitment: 'finalized',
      maxSupportedTransactionVersion: 0,
    });
    expect(tx).toMatchObject({ version: 'legacy', meta: { err: null, fee: LAMPORTS_PER_SIGNATURE } });
    expect(tx!.blockTime).toBeGreaterThan(Date.now() / 1000 - 60);
    const keys = tx!.transaction.message.staticAccountKeys.map((k) => k.toBase58());
    const at = keys.indexOf(receiver.toBase58());
    expect(tx!.meta!.postBalances[at] - tx!.meta!.preBalances[at]).toBe(100_000_000);

    const parsed = await connection.getParsedTransaction(signature, {
      commitment: 'finalized',
      maxSupportedTransactionVersion: 0,
    });
    expect(parsed!.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: {
        type: 'transfer',
        info: { source: wallet.publicKey.toBase58(), destination: receiver.toBase58(), lamports: 100_000_000 },
      },
    });
    const ref = parsed!.transaction.message.accountKeys.find((k) => k.pubkey.equals(reference));
    expect(ref).toMatchObject({ signer: false, writable: false });

    expect((await findReference(connection, reference, { finality: 'finalized' })).signature).toBe(signature);
    const older = await sendTransfer(connection, wallet, {
      recipient: receiver.toBase58(),
      lamports: 1,
      reference: reference.toBase58(),
    });
    const list = await connection.getSignaturesForAddress(reference, {}, 'finalized');
    expect(list.map((s) => s.signature)).toEqual([older, signature]);
    expect(list[0]).toMatchObject({ confirmationStatus: 'finalized', err: null });
    expect((await connection.getSignaturesForAddress(reference, { before: older })).map((s) => s.signature)).toEqual([
      signature,
    ]);
    expect(await connection.getSignaturesForAddress(reference, { limit: 1 })).toHaveLength(1);
  });

  it('refuses a doomed transaction at preflight, and records it with its error when preflight is skipped', async () => {
    const poor = await fundedWallet(connection, 0.01);
    const transfer = { recipient: receiver.toBase58(), lamports: LAMPORTS_PER_SOL, reference: null };
    const refused = await sendTransfer(connection, poor, transfer).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SendTransactionError);
    expect((refused as SendTransactionError).message).toContain('custom program error: 0x1');
    expect(await connection.getBalance(poor.publicKey)).toBe(0.01 * LAMPORTS_PER_SOL);

    const signature = await sendTransfer(connection, poor, { ...transfer, skipPreflight: true });
    const { value } = await connection.getSignatureStatuses([signature]);
    expect(value[0]).toMatchObject({ confirmationStatus: 'finalized', err: { InstructionError: [0, { Custom: 1 }] } });
    const tx = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(tx!.meta!.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(tx!.meta!.logMessages!.join('\n')).toContain('insufficient lamports');
    expect(await connection.getBalance(poor.publicKey)).toBe(0.01 * LAMPORTS_PER_SOL - LAMPORTS_PER_SIGNATURE); // the fee is charged
  });

  it('takes base58 and base64 encodings and refuses a transaction sent twice', async () => {
    const wallet = await fundedWallet(connection, 1);
    const tx = new Transaction({ feePayer: wallet.publicKey, ...(await connection.getLatestBlockhash()) }).add(
      SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: receiver, lamports: 5 }),
    );
    tx.sign(wallet);
    const sent = await rpc<string>('sendTransaction', [bs58.encode(tx.serialize())]);
    expect(sent.result).toBe(bs58.encode(tx.signature!));
    await waitFinalized(connection, sent.result!);
    const again = await rpc<string>('sendTransaction', [tx.serialize().toString('base64'), { encoding: 'base64' }]);
    expect(again.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: This transaction has already been processed',
    });
  });

  it('serves versioned transactions only to clients that say they support them', async () => {
    const wallet = await fundedWallet(connection, 1);
    const { blockhash } = await connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: wallet.publicKey,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: receiver, lamports: 7 })],
    });
    const tx = new VersionedTransaction(message.compileToV0Message());
    tx.sign([wallet]);
    const signature = await connection.sendTransaction(tx);
    await waitFinalized(connection, signature);
    expect((await rpc('getTransaction', [signature, { encoding: 'json' }])).error?.code).toBe(-32015);
    expect((await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))?.version).toBe(0);
  });

  it('lets a browser page call it (CORS)', async () => {
    const origin = 'http://localhost:5173';
    const preflight = await fetch(ledger.url, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,solana-client',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('solana-client');
    const res = await fetch(ledger.url, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }),
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('runs on its own: node serve.js --port N', async () => {
    const script = resolve(__dirname, 'support/solana-ledger/serve.js');
    const child = spawn(process.execPath, [script, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise<string>((ok, fail) => {
        let out = '';
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const match = /listening on (http:\/\/\S+)/.exec(out);
          if (match) ok(match[1]);
        });
        child.stderr.on('data', (d: Buffer) => fail(new Error(d.toString())));
        child.once('exit', (code) => fail(new Error(`exited with ${code}`)));
      });
      const standalone = new Connection(url, 'finalized');
      const wallet = Keypair.generate().publicKey;
      await waitFinalized(standalone, await standalone.requestAirdrop(wallet, LAMPORTS_PER_SOL));
      expect(await standalone.getBalance(wallet)).toBe(LAMPORTS_PER_SOL);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
