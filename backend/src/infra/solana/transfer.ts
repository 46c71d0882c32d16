import { ValidateTransferError } from '@solana/pay';
import { LAMPORTS_PER_SOL, SystemInstruction, Transaction, type TransactionResponse } from '@solana/web3.js';
import BigNumber from 'bignumber.js';

/** The SOL transfer a Solana Pay transaction ends with. */
export interface TransferFacts {
  from: string;
  to: string;
  lamports: bigint;
}

/** What a payment request expects to find on chain. */
export interface ExpectedTransfer {
  recipient: string;
  lamports: bigint;
  reference: string;
}

/** 100000000n → "0.1" */
export const formatSol = (lamports: bigint): string =>
  new BigNumber(lamports.toString()).div(LAMPORTS_PER_SOL).toFixed();

/** The last instruction decoded as a system transfer (Solana Pay puts the transfer last), or null. */
export function lastTransfer(tx: TransactionResponse): TransferFacts | null {
  const instruction = Transaction.populate(tx.transaction.message, tx.transaction.signatures).instructions.at(-1);
  if (!instruction) return null;
  try {
    if (SystemInstruction.decodeInstructionType(instruction) !== 'Transfer') return null;
    const { fromPubkey, toPubkey, lamports } = SystemInstruction.decodeTransfer(instruction);
    return { from: fromPubkey.toBase58(), to: toPubkey.toBase58(), lamports: BigInt(lamports) };
  } catch {
    return null; // not a system program instruction
  }
}

/** A person's explanation of why @solana/pay's validateTransfer refused a transaction. */
export function explainRefusal(error: unknown, expected: ExpectedTransfer, transfer: TransferFacts | null): string {
  const message = error instanceof ValidateTransferError ? error.message : '';
  if (message === 'recipient not found' || (transfer && transfer.to !== expected.recipient)) {
    return transfer
      ? `the payment goes to ${transfer.to}, not to the subscription receiver ${expected.recipient}`
      : `the transaction pays nothing to the subscription receiver ${expected.recipient}`;
  }
  if (message === 'invalid references' || message.startsWith('invalid reference')) {
    return 'the transaction does not carry the reference of this payment request';
  }
  if (message === 'amount not transferred') return tooLittle(expected, transfer);
  if (message === 'missing transfer instruction') return 'the transaction contains no instruction';
  if (message === 'missing meta') return 'the RPC returned the transaction without its status; try again';
  return 'the transaction does not end with a SOL transfer';
}

export function tooLittle(expected: ExpectedTransfer, transfer: TransferFacts | null): string {
  const price = `${formatSol(expected.lamports)} SOL`;
  return transfer && transfer.to === expected.recipient
    ? `the payment of ${formatSol(transfer.lamports)} SOL is less than the price of ${price}`
    : `the receiver got less than the price of ${price}`;
}
