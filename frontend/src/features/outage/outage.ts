import { MESSAGES } from '@contracts';
import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';

import { invalidateAll } from '../../app/api';
import { errorMessage, errorStatus } from '../../app/errors';
import { toastAdded } from '../toasts/toastsSlice';

/** How often the app asks whether the service is back, unless the server's Retry-After says otherwise. */
export const OUTAGE_POLL_MS = 5_000;

function retryAfterMs(action: { meta?: unknown }): number {
  const meta = action.meta as { baseQueryMeta?: { response?: Response } } | undefined;
  const seconds = Number(meta?.baseQueryMeta?.response?.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) * 1000 : OUTAGE_POLL_MS;
}

/**
 * A 503 from the API (Postgres or Redis down): one toast with the server's text, whatever number of
 * requests failed; then the app asks /api/health every few seconds, and once it answers 200 every
 * cached query is refetched, so the page fills in again without a reload.
 */
export function outageMiddleware(): Middleware {
  let waiting = false;
  return (store) => (next) => (action) => {
    const result = next(action);
    // only the outage answer: a 503 for a feature that is not set up is the page's own business
    if (waiting || !isRejectedWithValue(action) || errorStatus(action.payload) !== 503) return result;
    if (errorMessage(action.payload, '') !== MESSAGES.unavailable) return result;
    waiting = true;
    store.dispatch(toastAdded({ tone: 'error', title: MESSAGES.unavailable }));
    const check = async () => {
      const healthy = await fetch('/api/health', { credentials: 'include' }).then(
        (res) => res.ok,
        () => false,
      );
      if (!healthy) return poll(OUTAGE_POLL_MS);
      waiting = false;
      store.dispatch(invalidateAll());
    };
    const poll = (delay: number) => window.setTimeout(() => void check(), delay);
    poll(retryAfterMs(action));
    return result;
  };
}
