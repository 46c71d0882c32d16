import type { SubscriptionUpdatedEvent } from '@contracts';

import { api } from '../../app/api';
import { setMe } from '../auth/authApi';
import { toastAdded } from '../toasts/toastsSlice';
import { formatDate } from './format';

type Dispatch = (action: unknown) => unknown;
type Listener = (event: SubscriptionUpdatedEvent) => void;

const listeners = new Set<Listener>();
let pagesShown = 0;

/** Calls `listener` on every subscription:updated until the returned function is called. */
export function onPaymentSettled(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** While the subscription page is shown it says the news itself; elsewhere a toast does. */
export function showSubscriptionPage(): () => void {
  pagesShown += 1;
  return () => {
    pagesShown -= 1;
  };
}

/**
 * subscription:updated (a confirm, or a payment the reconciler found): premium takes effect at once
 * everywhere the user is shown (header, pics credits, chat limit), without a reload.
 */
export function applySubscriptionUpdated(dispatch: Dispatch, event: SubscriptionUpdatedEvent | undefined): void {
  if (!event?.user) return;
  dispatch(setMe(event.user));
  dispatch(api.util.invalidateTags(['Subscription']));
  listeners.forEach((listener) => listener(event));
  if (pagesShown === 0 && event.user.subEnd) {
    dispatch(
      toastAdded({
        tone: 'success',
        title: 'Premium is active',
        text: `Chat and generate without limits until ${formatDate(event.user.subEnd)}.`,
      }),
    );
  }
}
