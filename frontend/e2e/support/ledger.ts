/**
 * Payments for the browser tests: the local Solana ledger (backend/test/support/solana-ledger), a web
 * build with the test wallet pointed at it, and payments sent from Node the way a phone wallet would.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';

import type { RunningLedger } from '../../../backend/test/support/solana-ledger';

const FRONTEND = fileURLToPath(new URL('../..', import.meta.url));
// the ledger is plain CommonJS with a native addon (litesvm): Node's own require loads it
const requireNode = createRequire(import.meta.url);
const ledgerModule = requireNode(
  '../../../backend/test/support/solana-ledger/index.js',
) as typeof import('../../../backend/test/support/solana-ledger');

export type { RunningLedger };

/** The ledger's JSON-RPC endpoint on a free port, in this process. */
export function startLedger(): Promise<RunningLedger> {
  return ledgerModule.startLedgerServer({ port: 0 });
}

/**
 * Builds the web app with the test wallet compiled in (VITE_TEST_WALLET=1) into `outDir`. The wallet's
 * Solana endpoint is not compiled in: the page reads it from the API (GET /api/config, the ledger as the
 * server's SOLANA_RPC_URL). `rpcUrl` is kept for callers; a few seconds with Vite 8.
 */
export async function buildTestWalletWeb(rpcUrl: string, outDir: string): Promise<void> {
  const vite = join(dirname(requireNode.resolve('vite/package.json')), 'bin/vite.js');
  const child = spawn(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: FRONTEND,
    env: { ...process.env, VITE_TEST_WALLET: '1', PUBLIC_SOLANA_RPC_URL: rpcUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the test-wallet web build failed (exit ${code}):\n${output}`);
}

/** Polls (no WebSocket) until the transaction is finalized. */
async function waitFinalized(connection: Connection, signature: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const status = (await connection.getSignatureStatuses([signature])).value[0];
    if (status?.err) throw new Error(`${signature} failed: ${JSON.stringify(status.err)}`);
    if (status?.confirmationStatus === 'finalized') return;
    if (Date.now() > deadline) throw new Error(`${signature} was not finalized in time`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** What a phone wallet sends for a Solana Pay transfer request: the transfer with the reference key. */
export async function payTransferRequest(
  rpcUrl: string,
  payer: Keypair,
  request: { recipient: string; lamports: number; reference: string },
): Promise<string> {
  const connection = new Connection(rpcUrl, 'confirmed');
  const transfer = SystemProgram.transfer({
    fromPubkey: payer.publicKey,
    toPubkey: new PublicKey(request.recipient),
    lamports: request.lamports,
  });
  transfer.keys.push({ pubkey: new PublicKey(request.reference), isSigner: false, isWritable: false });
  const tx = new Transaction({ feePayer: payer.publicKey, ...(await connection.getLatestBlockhash()) }).add(transfer);
  tx.sign(payer);
  const signature = await connection.sendRawTransaction(tx.serialize());
  await waitFinalized(connection, signature);
  return signature;
}
