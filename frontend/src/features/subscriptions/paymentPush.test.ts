import type { User } from '@contracts';
import { describe, expect, it, vi } from 'vitest';

import { attachSocketListeners, type SocketLike } from '../../app/socket';
import { makeStore } from '../../app/store';
import { authApi } from '../auth/authApi';
import { applySubscriptionUpdated, onPaymentSettled, showSubscriptionPage } from './paymentPush';

const free: User = { id: 'u1', username: 'mia_fan', isSubscribed: false, subEnd: null, credits: 3, wallet: 'W' };
const premium: User = { ...free, isSubscribed: true, subEnd: '2027-06-10T12:00:00.000Z' };

async function storeWithMe() {
  const store = makeStore();
  await store.dispatch(authApi.util.upsertQueryData('me', undefined, free));
  return store;
}
const me = (store: ReturnType<typeof makeStore>) => authApi.endpoints.me.select()(store.getState()).data;

describe('subscription:updated', () => {
  it('makes the user premium at once, and says so in a toast on other pages', async () => {
    const store = await storeWithMe();
    applySubscriptionUpdated(store.dispatch, { user: premium, signature: 'S' });
    await vi.waitFor(() => expect(me(store)).toEqual(premium));
    expect(store.getState().toasts.items).toEqual([
      expect.objectContaining({
        tone: 'success',
        title: 'Premium is active',
        text: 'Chat and generate without limits until June 10, 2027.',
      }),
    ]);
  });

  it('leaves the news to the subscription page while it is shown, and tells its listeners', async () => {
    const store = await storeWithMe();
    const heard: string[] = [];
    const hidePage = showSubscriptionPage();
    const stop = onPaymentSettled((event) => heard.push(event.signature));
    applySubscriptionUpdated(store.dispatch, { user: premium, signature: 'S1' });
    stop();
    hidePage();
    applySubscriptionUpdated(store.dispatch, { user: premium, signature: 'S2' });
    expect(heard).toEqual(['S1']);
    expect(store.getState().toasts.items).toHaveLength(1);
  });

  it('ignores an event without a user', async () => {
    const store = await storeWithMe();
    applySubscriptionUpdated(store.dispatch, undefined);
    expect(me(store)).toEqual(free);
  });

  it('is wired to the socket', async () => {
    const store = await storeWithMe();
    const listeners = new Map<string, (payload: unknown) => void>();
    const socket = {
      on: (event: string, listener: (payload: unknown) => void) => listeners.set(event, listener),
    } as unknown as SocketLike;
    attachSocketListeners(socket, store.dispatch);
    listeners.get('subscription:updated')?.({ user: premium, signature: 'S' });
    await vi.waitFor(() => expect(me(store)?.isSubscribed).toBe(true));
  });
});
