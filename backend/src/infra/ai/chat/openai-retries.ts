import { setTimeout as sleep } from 'node:timers/promises';

import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

import { ProviderRateLimited, ProviderUnavailable, retryAfterMs } from './provider-errors';

export interface RetryOptions {
  /** retries after the first try [2] */
  retries: number;
  signal?: AbortSignal;
}

/** A 429 that asks to wait at most this long is waited out; a longer one goes back to the person at once. */
const SHORT_RATE_LIMIT_WAIT_MS = 2_000;
/** A 5xx asking to wait longer than this is not retried: the person would only wait longer for the same end. */
const LONGEST_SERVER_WAIT_MS = 8_000;

/**
 * Starts one request to the chat server (the SDK's own retries are off), retrying what a retry may
 * fix before any data arrived: a refused connection, a timeout, 408, 409, 5xx, a 429 with a short
 * Retry-After. What is left is thrown as ProviderRateLimited or ProviderUnavailable; a cancel passes.
 */
export async function withRetries<T>(send: () => Promise<T>, options: RetryOptions): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (options.signal?.aborted || error instanceof APIUserAbortError) throw error;
      const wait = retryWait(error, attempt);
      if (wait === null || attempt >= options.retries) throw providerError(error);
      await sleep(wait, undefined, { signal: options.signal });
    }
  }
}

function retryWait(error: unknown, attempt: number): number | null {
  const backoff = Math.min(500 * 2 ** attempt, 4_000) * (1 - Math.random() * 0.25);
  if (!(error instanceof APIError)) return null;
  if (error instanceof APIConnectionError) return backoff;
  const status = statusOf(error);
  const asked = retryAfterMs(headersOf(error));
  if (status === 429) return asked !== null && asked <= SHORT_RATE_LIMIT_WAIT_MS ? asked : null;
  if (status === 408 || status === 409 || status >= 500) {
    if (asked === null) return backoff;
    return asked <= LONGEST_SERVER_WAIT_MS ? asked : null;
  }
  return null;
}

/** The typed error for a request that finally failed (operator text in the message). */
export function providerError(error: unknown): Error {
  if (error instanceof ProviderUnavailable || error instanceof ProviderRateLimited) return error;
  if (error instanceof APIConnectionTimeoutError)
    return new ProviderUnavailable('The chat server did not answer in time', { cause: error });
  if (error instanceof APIConnectionError) {
    return new ProviderUnavailable(`The chat server could not be reached: ${error.message}`, { cause: error });
  }
  if (error instanceof APIError && statusOf(error) === 429) {
    const asked = retryAfterMs(headersOf(error));
    const seconds = asked === null ? null : Math.max(1, Math.ceil(asked / 1000));
    return new ProviderRateLimited(`The chat server answered 429: ${error.message}`, seconds, { cause: error });
  }
  if (error instanceof APIError && error.status) {
    return new ProviderUnavailable(`The chat server answered ${error.status}: ${error.message}`, { cause: error });
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new ProviderUnavailable(`The chat server failed: ${reason}`, { cause: error });
}

/** `instanceof APIError` narrows to APIError<any, any>: read its status and headers as the SDK declares them. */
const statusOf = (error: unknown): number => (error as APIError<number | undefined>).status ?? 0;
const headersOf = (error: unknown): Headers | undefined =>
  (error as APIError<number | undefined, Headers | undefined>).headers;
