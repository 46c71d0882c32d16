// @vitest-environment node
// (web3.js encodes instructions with Node's Buffer, which jsdom's Uint8Array does not recognise)
import type { PaymentIntent } from '@contracts';
import { type Connection, Keypair, SystemInstruction, SystemProgram } from '@solana/web3.js';
import { describe, expect, it, vi } from 'vitest';

import { buildTransfer, TransactionFailed, waitFinalized } from './transfer';

const intent: PaymentIntent = {
  reference: Keypair.generate().publicKey.toBase58(),
  recipient: Keypair.generate().publicKey.toBase58(),
  lamports: 100_000_000,
  cluster: 'custom',
  expiresAt: '2027-01-01T00:00:00.000Z',
};
const blockhash = { blockhash: 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k', lastValidBlockHeight: 100 };

describe('buildTransfer', () => {
  it('is a SystemProgram transfer of the price with the reference as a read-only, non-signer key (Solana Pay)', () => {
    const payer = Keypair.generate().publicKey;
    const tx = buildTransfer(payer, intent, blockhash);
    expect(tx.feePayer?.equals(payer)).toBe(true);
    expect(tx.recentBlockhash).toBe(blockhash.blockhash);
    expect(tx.instructions).toHaveLength(1);
    const [ix] = tx.instructions;
    expect(ix.programId.equals(SystemProgram.programId)).toBe(true);
    expect(SystemInstruction.decodeInstructionType(ix)).toBe('Transfer');
    expect(Number(SystemInstruction.decodeTransfer(ix).lamports)).toBe(100_000_000);
    expect(ix.keys.map((k) => [k.pubkey.toBase58(), k.isSigner, k.isWritable])).toEqual([
      [payer.toBase58(), true, true],
      [intent.recipient, false, true],
      [intent.reference, false, false],
    ]);
  });
});

/** A connection answering `statuses` in turn (the last one from then on), and its status lookups. */
function connectionAnswering(statuses: unknown[], blockHeight = 10) {
  let call = 0;
  const getSignatureStatuses = vi.fn(async () => {
    const next = statuses[Math.min(call++, statuses.length - 1)];
    if (next instanceof Error) throw next;
    return { context: { slot: 1 }, value: [next] };
  });
  const connection = { getSignatureStatuses, getBlockHeight: vi.fn(async () => blockHeight) } as unknown as Connection;
  return { connection, getSignatureStatuses };
}

describe('waitFinalized', () => {
  it('polls until finalized, riding out a node that does not answer once', async () => {
    const { connection, getSignatureStatuses } = connectionAnswering([
      null,
      new Error('fetch failed'),
      { err: null, confirmationStatus: 'confirmed' },
      { err: null, confirmationStatus: 'finalized' },
    ]);
    await waitFinalized(connection, 'sig', 100, { intervalMs: 1 });
    expect(getSignatureStatuses).toHaveBeenCalledTimes(4);
  });

  it('fails with the chain error', async () => {
    const { connection } = connectionAnswering([
      { err: { InstructionError: [0, { Custom: 1 }] }, confirmationStatus: 'finalized' },
    ]);
    await expect(waitFinalized(connection, 'sig', 100, { intervalMs: 1 })).rejects.toEqual(
      new TransactionFailed('{"InstructionError":[0,{"Custom":1}]}'),
    );
  });

  it('fails when the blockhash expired and the transaction never landed', async () => {
    const { connection } = connectionAnswering([null], 101);
    await expect(waitFinalized(connection, 'sig', 100, { intervalMs: 1 })).rejects.toThrow(
      /expired before it reached the network/,
    );
  });

  it('gives up after the timeout', async () => {
    const { connection } = connectionAnswering([{ err: null, confirmationStatus: 'confirmed' }]);
    await expect(waitFinalized(connection, 'sig', 100, { intervalMs: 1, timeoutMs: 20 })).rejects.toThrow(
      /was not finalized within 0 seconds/,
    );
  });
});
