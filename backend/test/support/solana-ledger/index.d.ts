/** Types of the plain-JS test ledger (index.js), for the TypeScript tests that use it. */
import type { PublicKey, VersionedTransaction } from '@solana/web3.js';
import type { LiteSVM } from 'litesvm';

/** The JSON form of a transaction error, as in `meta.err`. */
export type TransactionErrorJson = string | Record<string, unknown>;

export interface CompiledInstructionRecord {
  programIdIndex: number;
  accountKeyIndexes: number[];
  data: Uint8Array;
  stackHeight: number;
}

/** A landed transaction, finalized at once. */
export interface LedgerRecord {
  signature: string;
  slot: number;
  blockTime: number;
  wire: Uint8Array;
  tx: VersionedTransaction;
  err: TransactionErrorJson | null;
  fee: number;
  preBalances: number[];
  postBalances: number[];
  logs: string[];
  innerInstructions: { index: number; instructions: CompiledInstructionRecord[] }[];
  computeUnits: number;
}

export declare const LAMPORTS_PER_SIGNATURE: number;

export declare class SolanaLedger {
  readonly svm: LiteSVM;
  readonly slot: number;
  readonly blockHeight: number;
  readonly records: Map<string, LedgerRecord>;
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number };
  isBlockhashValid(blockhash: string): boolean;
  balance(address: PublicKey | string): number;
  rentExemptMinimum(bytes: number): number;
  transaction(signature: string): LedgerRecord | null;
  signaturesFor(address: string, options?: { limit?: number; before?: string; until?: string }): LedgerRecord[];
  /** Sends SOL from the faucet in a real transaction; returns its signature. */
  airdrop(to: PublicKey | string, lamports: number): string;
  /** sendTransaction; throws the node's JSON-RPC error (code, message, data) when refused. */
  send(wire: Uint8Array, options: { skipPreflight?: boolean }): string;
}

export interface RunningLedger {
  ledger: SolanaLedger;
  port: number;
  url: string;
  close(): Promise<void>;
}

export declare function startLedgerServer(options?: {
  port?: number;
  host?: string;
  ledger?: SolanaLedger;
}): Promise<RunningLedger>;
