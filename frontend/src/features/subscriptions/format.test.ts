import type { PaymentIntent } from '@contracts';
import { describe, expect, it } from 'vitest';

import { formatBalance, formatDate, formatSol, shortAddress } from './format';
import { transferRequestUrl } from './solanaPay';

describe('formats', () => {
  it('shows a balance with 3 decimals', () => {
    expect(formatBalance(2_000_000_000)).toBe('2.000');
    expect(formatBalance(1_899_995_000)).toBe('1.900');
    expect(formatBalance(0)).toBe('0.000');
    expect(formatBalance(123_456_789)).toBe('0.123');
  });

  it('writes amounts and dates', () => {
    expect(formatSol(100_000_000)).toBe('0.1');
    expect(formatSol(1_500_000_000)).toBe('1.5');
    expect(formatDate('2027-06-10T12:00:00.000Z')).toBe('June 10, 2027');
    expect(shortAddress('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')).toBe('9xQe..VFin');
  });

  it('makes the Solana Pay transfer request of an intent', () => {
    const intent: PaymentIntent = {
      reference: '82ZJ7nbGpixjeDCmEhUcmwXYfvurzAgGdtSMuHnUgyny',
      recipient: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
      lamports: 100_000_000,
      cluster: 'devnet',
      expiresAt: '2027-01-01T00:00:00.000Z',
    };
    expect(transferRequestUrl(intent)).toBe(
      'solana:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin?amount=0.1&reference=82ZJ7nbGpixjeDCmEhUcmwXYfvurzAgGdtSMuHnUgyny&label=AI%20Girls&message=Premium%20for%20one%20month&cluster=devnet',
    );
    expect(transferRequestUrl({ ...intent, cluster: 'mainnet-beta' })).not.toContain('cluster=');
    expect(transferRequestUrl({ ...intent, cluster: 'custom' })).not.toContain('cluster=');
  });
});
