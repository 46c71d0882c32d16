import { validateTransfer } from '@solana/pay';
import {
  Connection,
  LAMPORTS_PER_SOL,
  Message,
  PublicKey,
  SolanaJSONRPCError,
  type TransactionResponse,
} from '@solana/web3.js';
import BigNumber from 'bignumber.js';

import { PaymentRejected, SolanaUnavailable } from './payment-errors';
import { rpcFetch } from './rpc-fetch';
import { type ExpectedTransfer, explainRefusal, lastTransfer, tooLittle, type TransferFacts } from './transfer';

/** A transfer read from the chain at finalized commitment that pays what was asked. */
export interface VerifiedTransfer extends TransferFacts {
  signature: string;
  slot: number;
  /** seconds since the epoch, when the node knows it */
  blockTime: number | null;
}

/** RPC error codes that say something about the transaction rather than about the node. */
const UNSUPPORTED_VERSION = -32015;
const INVALID_PARAMS = -32602;

/**
 * Reads payments from the chain (Solana Pay reference flow) with @solana/web3.js and @solana/pay, which
 * SolanaPayments loads on first use (about 30 MB a process that takes no payment never needs).
 */
export class SolanaChain {
  private readonly connection: Connection;

  constructor(private readonly rpcUrl: string) {
    this.connection = new Connection(rpcUrl, { commitment: 'finalized', fetch: rpcFetch });
  }

  /**
   * Accepts the transaction only if it is finalized, succeeded, ends with a transfer of at least the
   * price to the receiver and carries the request's reference key (checked by @solana/pay's
   * validateTransfer). Throws PaymentRejected with the reason, or SolanaUnavailable.
   */
  async verifyTransfer(signature: string, expected: ExpectedTransfer): Promise<VerifiedTransfer> {
    const tx = await this.finalizedTransaction(signature);
    if (!tx.meta) throw new PaymentRejected('the RPC returned the transaction without its status; try again');
    if (tx.meta.err) throw new PaymentRejected(`the transaction failed on chain: ${JSON.stringify(tx.meta.err)}`);
    const transfer = lastTransfer(tx);
    // validateTransfer fetches the transaction itself: hand it the one already read
    const reader = Object.assign(Object.create(this.connection) as Connection, { getTransaction: async () => tx });
    try {
      await validateTransfer(reader, signature, {
        recipient: new PublicKey(expected.recipient),
        amount: new BigNumber(expected.lamports.toString()).div(LAMPORTS_PER_SOL),
        reference: new PublicKey(expected.reference),
      });
    } catch (error) {
      throw new PaymentRejected(explainRefusal(error, expected, transfer));
    }
    // validateTransfer looks at the receiver's balance; the transfer itself must also pay it in full
    if (!transfer || transfer.to !== expected.recipient)
      throw new PaymentRejected(explainRefusal(null, expected, transfer));
    if (transfer.lamports < expected.lamports) throw new PaymentRejected(tooLittle(expected, transfer));
    return { ...transfer, signature, slot: tx.slot, blockTime: tx.blockTime ?? null };
  }

  /**
   * The successful finalized transactions that carry a reference key, oldest first. (findReference of
   * @solana/pay gives only the oldest one; a stray transaction carrying the key must not hide a payment.)
   */
  async signaturesForReference(reference: string): Promise<string[]> {
    try {
      const found = await this.connection.getSignaturesForAddress(
        new PublicKey(reference),
        { limit: 100 },
        'finalized',
      );
      return found
        .filter((s) => s.err === null)
        .map((s) => s.signature)
        .reverse();
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  private async finalizedTransaction(signature: string): Promise<TransactionResponse> {
    let tx;
    try {
      tx = await this.connection.getTransaction(signature, {
        commitment: 'finalized',
        maxSupportedTransactionVersion: 0,
      });
    } catch (error) {
      if (error instanceof SolanaJSONRPCError && error.code === INVALID_PARAMS)
        throw new PaymentRejected('the signature is not a valid transaction signature');
      if (error instanceof SolanaJSONRPCError && error.code === UNSUPPORTED_VERSION) throw versioned();
      throw this.unavailable(error);
    }
    if (!tx)
      throw new PaymentRejected(
        'the transaction was not found at finalized commitment yet; wait a few seconds and try again',
      );
    const { message, signatures } = tx.transaction;
    if (!(message instanceof Message)) throw versioned();
    return { slot: tx.slot, blockTime: tx.blockTime, meta: tx.meta, transaction: { message, signatures } };
  }

  private unavailable(error: unknown): SolanaUnavailable {
    const reason = error instanceof Error ? error.message : String(error);
    return new SolanaUnavailable(
      `The Solana RPC at ${new URL(this.rpcUrl).host} could not be asked (${reason}). Check SOLANA_RPC_URL or try again later.`,
    );
  }
}

const versioned = () =>
  new PaymentRejected('versioned (v0) transactions are not accepted; pay with a legacy transaction');
