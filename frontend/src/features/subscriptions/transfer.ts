import type { PaymentIntent } from '@contracts';
import { type Connection, PublicKey, SystemProgram, Transaction, type TransactionError } from '@solana/web3.js';

/** The chain says the transaction failed, or it never got there; `details` says why, for a person. */
export class TransactionFailed extends Error {
  constructor(readonly details: string) {
    super(details);
  }
}

/**
 * The Solana Pay transfer of an intent: a SystemProgram transfer of the price to the receiver, with
 * the intent's reference added as a read-only, non-signer key, so the server can find it by reference.
 */
export function buildTransfer(
  payer: PublicKey,
  intent: PaymentIntent,
  blockhash: { blockhash: string; lastValidBlockHeight: number },
): Transaction {
  const transfer = SystemProgram.transfer({
    fromPubkey: payer,
    toPubkey: new PublicKey(intent.recipient),
    lamports: intent.lamports,
  });
  transfer.keys.push({ pubkey: new PublicKey(intent.reference), isSigner: false, isWritable: false });
  return new Transaction({ feePayer: payer, ...blockhash }).add(transfer);
}

export interface WaitOptions {
  intervalMs?: number;
  timeoutMs?: number;
}

const describe = (err: TransactionError) => (typeof err === 'string' ? err : JSON.stringify(err));

/**
 * Polls the signature's status (no WebSocket needed) until it is finalized. Throws TransactionFailed
 * when it failed on chain, when its blockhash expired without it, or after `timeoutMs`.
 */
export async function waitFinalized(
  connection: Connection,
  signature: string,
  lastValidBlockHeight: number,
  options: WaitOptions = {},
): Promise<void> {
  const { intervalMs = 1000, timeoutMs = 120_000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const { value } = await connection.getSignatureStatuses([signature]);
      const status = value[0];
      if (status?.err) throw new TransactionFailed(describe(status.err));
      if (status?.confirmationStatus === 'finalized') return;
      if (!status && (await connection.getBlockHeight('finalized')) > lastValidBlockHeight) {
        throw new TransactionFailed(
          'the transaction expired before it reached the network; nothing was paid, please try again',
        );
      }
    } catch (error) {
      if (error instanceof TransactionFailed) throw error;
      // the node did not answer this time: ask again until the deadline
    }
    if (Date.now() > deadline) {
      throw new TransactionFailed(
        `the transaction ${signature} was not finalized within ${Math.round(timeoutMs / 1000)} seconds`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
