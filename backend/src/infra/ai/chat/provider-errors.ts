/**
 * What the chat adapters throw when the provider fails, so the modules can answer a person without
 * knowing the SDK: 503 'This feature is not available right now.' or 429 with Retry-After.
 * The message is operator text (for the logs), never shown to a person.
 */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The provider said 429; `retryAfterSeconds` is what it asked for (null when it did not say). */
export class ProviderRateLimited extends Error {
  override readonly name = 'ProviderRateLimited';

  constructor(
    message: string,
    readonly retryAfterSeconds: number | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Milliseconds a `retry-after-ms` or `Retry-After` header (seconds or an HTTP date) asks for, or null. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | null {
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Number.parseFloat(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
