import { createHmac, timingSafeEqual } from 'node:crypto';

import { JOB_RESULT_MEDIA, type JobKind, type JobResult } from '../../contracts';
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

  /**
   * A job's result with its media fields (JOB_RESULT_MEDIA: what the catalogue types as media) signed,
   * and nothing else: a text is never signed because of what it looks like. An unknown kind's result
   * (a row from an older catalogue) is answered as stored.
   */
  signResult<K extends JobKind>(kind: K, result: JobResult<K> | null): JobResult<K> | null {
    const paths: readonly string[] | undefined = Object.hasOwn(JOB_RESULT_MEDIA, kind)
      ? JOB_RESULT_MEDIA[kind]
      : undefined;
    if (result === null || !paths) return result;
    return paths.reduce<unknown>((value, path) => this.signAt(value, path.split('.')), result) as JobResult<K>;
  }

  /** `value` with the string at `steps` (`name`, or `name[]` for each element of a list) signed; a copy, never in place. */
  private signAt(value: unknown, steps: string[]): unknown {
    if (!value || typeof value !== 'object' || Array.isArray(value) || steps.length === 0) return value;
    const [step, ...rest] = steps;
    const list = step.endsWith('[]');
    const name = list ? step.slice(0, -2) : step;
    if (!Object.hasOwn(value, name)) return value;
    const field: unknown = (value as Record<string, unknown>)[name];
    const signOne = (v: unknown): unknown =>
      rest.length > 0 ? this.signAt(v, rest) : typeof v === 'string' ? this.sign(v) : v;
    const signed = list ? (Array.isArray(field) ? field.map(signOne) : field) : signOne(field);
    return { ...value, [name]: signed };
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
