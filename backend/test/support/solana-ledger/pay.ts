/** Real signed payments against the test ledger, built the way a browser wallet would. */
import { createTransfer } from '@solana/pay';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  type SignatureStatus,
  SystemProgram,
  Transaction,
} from '@solana/web3.js';
import BigNumber from 'bignumber.js';

export interface TransferOptions {
  recipient: string;
  lamports: number;
  /** added to the transfer as a read-only, non-signer account (Solana Pay); none when null */
  reference: string | null;
  /** send without the preflight simulation, so that a transaction bound to fail still lands */
  skipPreflight?: boolean;
}

/** Polls getSignatureStatuses (no WebSocket) until the transaction is finalized. */
export async function waitFinalized(connection: Connection, signature: string, ms = 10_000): Promise<SignatureStatus> {
  const end = Date.now() + ms;
  for (;;) {
    const { value } = await connection.getSignatureStatuses([signature]);
    const status = value[0];
    if (status?.confirmationStatus === 'finalized') return status;
    if (Date.now() > end) throw new Error(`${signature} was not finalized within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A new wallet holding `sol` SOL, funded through requestAirdrop. */
export async function fundedWallet(connection: Connection, sol: number): Promise<Keypair> {
  const wallet = Keypair.generate();
  await waitFinalized(
    connection,
    await connection.requestAirdrop(wallet.publicKey, Math.round(sol * LAMPORTS_PER_SOL)),
  );
  return wallet;
}

/** Sends a signed transaction and waits until it is finalized; returns its signature. */
async function sendAndFinalize(
  connection: Connection,
  payer: Keypair,
  tx: Transaction,
  skipPreflight = false,
): Promise<string> {
  tx.sign(payer);
  const signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight });
  await waitFinalized(connection, signature);
  return signature;
}

/** Pays with @solana/pay's createTransfer, exactly what the subscription page builds. */
export async function payWithSolanaPay(
  connection: Connection,
  payer: Keypair,
  { recipient, lamports, reference }: TransferOptions,
): Promise<string> {
  const tx = await createTransfer(connection, payer.publicKey, {
    recipient: new PublicKey(recipient),
    amount: new BigNumber(lamports).div(LAMPORTS_PER_SOL),
    reference: reference ? new PublicKey(reference) : undefined,
  });
  return sendAndFinalize(connection, payer, tx);
}

/** A hand-built SystemProgram.transfer (plus the reference key), for what createTransfer refuses to build. */
export async function sendTransfer(
  connection: Connection,
  payer: Keypair,
  { recipient, lamports, reference, skipPreflight }: TransferOptions,
): Promise<string> {
  const transfer = SystemProgram.transfer({
    fromPubkey: payer.publicKey,
    toPubkey: new PublicKey(recipient),
    lamports,
  });
  if (reference) transfer.keys.push({ pubkey: new PublicKey(reference), isSigner: false, isWritable: false });
  const tx = new Transaction({ feePayer: payer.publicKey, ...(await connection.getLatestBlockhash()) }).add(transfer);
  return sendAndFinalize(connection, payer, tx, skipPreflight);
}
