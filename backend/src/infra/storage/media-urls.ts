import { createHmac, timingSafeEqual } from 'node:crypto';

import { isPrivateKey, keyOf, urlOf } from './media-keys';

export type SignatureCheck = 'ok' | 'missing' | 'expired' | 'forged';

/**
 * Signed URLs of private media: `/media/private/…?expires=<unix s>&signature=<HMAC>`, valid for
 * MEDIA_URL_TTL seconds and checked by whichever API process serves them (they share the secret).
 * Public media URLs pass through unchanged.
 */
export class MediaUrls {
  private readonly key: Buffer | null;

  constructor(
    secret: string | null,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.key = secret ? createHmac('sha256', secret).update('media-url').digest() : null;
  }

  /** The URL a client may open: a private one signed until now + TTL (rounded down to a minute when the TTL allows, so it stays cacheable). */
  sign(url: string): string {
    const key = keyOf(url);
    if (!key || !isPrivateKey(key)) return url;
    const step = this.ttlSeconds >= 600 ? 60 : 1;
    const expires = Math.floor((this.now() / 1000 + this.ttlSeconds) / step) * step;
    return `${urlOf(key)}?expires=${expires}&signature=${this.signature(key, expires)}`;
  }

  /** Every private media URL in a job result or any other JSON value, signed. */
  signAll<T>(value: T): T {
    if (typeof value === 'string') return this.sign(value) as T;
    if (Array.isArray(value)) return value.map((v: unknown) => this.signAll(v)) as T;
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.signAll(v)])) as T;
    }
    return value;
  }

  check(key: string, expires: unknown, signature: unknown): SignatureCheck {
    if (typeof expires !== 'string' || typeof signature !== 'string' || !expires || !signature) return 'missing';
    if (!/^\d{1,12}$/.test(expires)) return 'forged';
    const expected = Buffer.from(this.signature(key, Number(expires)));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
    return Number(expires) * 1000 <= this.now() ? 'expired' : 'ok';
  }

  secondsLeft(expires: string): number {
    return Math.max(0, Number(expires) - Math.floor(this.now() / 1000));
  }

  private signature(key: string, expires: number): string {
    if (!this.key) throw new Error('Media URLs are signed by the API process only (it holds SESSION_SECRET)');
    return createHmac('sha256', this.key).update(`${key}\n${expires}`).digest('base64url');
  }
}
