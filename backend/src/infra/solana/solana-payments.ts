import type { SolanaCluster } from '../../contracts';
import { clusterOf } from './cluster';
import type { SolanaChain, VerifiedTransfer } from './solana-chain';
import type { ExpectedTransfer } from './transfer';

export type { VerifiedTransfer } from './solana-chain';

/**
 * Payments read from the chain against SOLANA_RPC_URL. The Solana libraries behind it load on the first
 * payment checked (not at boot: an API or worker that takes no payment stays about 30 MB lighter).
 */
export class SolanaPayments {
  readonly cluster: SolanaCluster;
  private chain?: Promise<SolanaChain>;

  constructor(private readonly rpcUrl: string) {
    this.cluster = clusterOf(rpcUrl);
  }

  /** See SolanaChain.verifyTransfer: throws PaymentRejected with the reason, or SolanaUnavailable. */
  async verifyTransfer(signature: string, expected: ExpectedTransfer): Promise<VerifiedTransfer> {
    return (await this.reader()).verifyTransfer(signature, expected);
  }

  /** The successful finalized transactions that carry a reference key, oldest first. */
  async signaturesForReference(reference: string): Promise<string[]> {
    return (await this.reader()).signaturesForReference(reference);
  }

  private reader(): Promise<SolanaChain> {
    this.chain ??= import('./solana-chain').then(({ SolanaChain }) => new SolanaChain(this.rpcUrl));
    return this.chain;
  }
}
