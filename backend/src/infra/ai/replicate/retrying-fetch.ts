/** The fetch the Replicate client and the output download go through. */
export type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface RetryOptions {
  /** attempts in all, the first included */
  tries: number;
  baseDelayMs: number;
  /** cap on one wait, Retry-After included */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { tries: 4, baseDelayMs: 1000, maxDelayMs: 30_000 };

/** The API kept answering 429 / 5xx (or the network kept failing) through every try. */
export class TransientHttpError extends Error {
  override readonly name = 'TransientHttpError';
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const retryable = (status: number) => status === 429 || status >= 500;

/** Milliseconds asked for by a Retry-After header (seconds or an HTTP date), or null. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * Wraps fetch with the only retry layer: 429 and 5xx answers and network errors are tried again
 * with exponential back-off (Retry-After honoured when present). When the tries run out it throws
 * TransientHttpError instead of handing the last 429/5xx on.
 *
 * The replicate SDK retries 429 (and 5xx on GET) itself, up to six calls with no real pause and
 * without reading Retry-After. It calls fetch again with the same `init` object, so a request
 * whose tries are spent is remembered by that object and fails at once without another call:
 * the SDK's own retries become no-ops instead of multiplying ours.
 */
export function retryingFetch(inner: Fetch, options: RetryOptions = DEFAULT_RETRY): Fetch {
  const spent = new WeakMap<object, TransientHttpError>();
  return async (input, init) => {
    const earlier = init ? spent.get(init) : undefined;
    if (earlier) throw earlier;
    for (let attempt = 1; ; attempt++) {
      let response: Response | null = null;
      let failure: unknown = null;
      try {
        response = await inner(input, init);
        if (!retryable(response.status)) return response;
      } catch (err) {
        if (init?.signal?.aborted) throw err;
        failure = err;
      }
      if (attempt >= options.tries) {
        await response?.body?.cancel().catch(() => undefined);
        const detail = response ? `status ${response.status}` : String(failure);
        const error = new TransientHttpError(response?.status ?? null, `gave up after ${attempt} tries: ${detail}`);
        if (init) spent.set(init, error);
        throw error;
      }
      const asked = response ? retryAfterMs(response.headers.get('retry-after')) : null;
      await response?.body?.cancel().catch(() => undefined);
      const backoff = options.baseDelayMs * 2 ** (attempt - 1) * (1 + Math.random() * 0.2);
      await sleep(Math.min(asked ?? backoff, options.maxDelayMs));
    }
  };
}
