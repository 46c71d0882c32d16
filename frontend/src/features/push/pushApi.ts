import type { PushKeyResponse, PushSubscriptionRequest, PushUnsubscribeRequest } from '@contracts';

import { api } from '../../app/api';

/** Web Push: the server's key (null: push is off there) and this browser's subscription. */
export const pushApi = api.injectEndpoints({
  endpoints: (build) => ({
    pushKey: build.query<PushKeyResponse, void>({ query: () => '/push/key' }),
    savePushSubscription: build.mutation<void, PushSubscriptionRequest>({
      query: (body) => ({ url: '/push/subscriptions', method: 'POST', body }),
    }),
    deletePushSubscription: build.mutation<void, PushUnsubscribeRequest>({
      query: (body) => ({ url: '/push/subscriptions', method: 'DELETE', body }),
    }),
  }),
});

export const { usePushKeyQuery, useSavePushSubscriptionMutation, useDeletePushSubscriptionMutation } = pushApi;
