import type { PaymentIntent } from '@contracts';

import { formatSol } from './format';

export const PAY_LABEL = 'AI Girls';
export const PAY_MESSAGE = 'Premium for one month';

/**
 * The Solana Pay transfer request of a payment intent, for a phone wallet (QR code or link):
 * solana:<recipient>?amount=0.1&reference=<ref>&label=...&message=...&cluster=devnet: `cluster` on
 * devnet and testnet, for wallets that switch network from a link (the others ignore an unknown field).
 */
export function transferRequestUrl(intent: PaymentIntent): string {
  const params = [
    `amount=${formatSol(intent.lamports)}`,
    `reference=${intent.reference}`,
    `label=${encodeURIComponent(PAY_LABEL)}`,
    `message=${encodeURIComponent(PAY_MESSAGE)}`,
    ...(intent.cluster === 'devnet' || intent.cluster === 'testnet' ? [`cluster=${intent.cluster}`] : []),
  ];
  return `solana:${intent.recipient}?${params.join('&')}`;
}
