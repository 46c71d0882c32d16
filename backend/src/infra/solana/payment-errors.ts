import { transactionFailed } from '../../contracts';

/** The chain does not show the payment that was claimed; `detail` says why, for a person. */
export class PaymentRejected extends Error {
  constructor(readonly detail: string) {
    super(transactionFailed(detail));
  }
}

/** The Solana RPC could not be asked (down, unreachable, or answering errors). */
export class SolanaUnavailable extends Error {}
