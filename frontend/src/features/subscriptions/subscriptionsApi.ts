import type { ConfirmPaymentRequest, ConfirmPaymentResponse, PaymentIntent, SubscriptionStatus } from '@contracts';

import { api } from '../../app/api';
import { adoptUpdatedUser } from '../auth/authApi';

export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscriptionStatus: build.query<SubscriptionStatus, void>({
      query: () => '/subscriptions/status',
      providesTags: ['Subscription'],
    }),
    /** A Solana Pay transfer request with a fresh reference key, payable for 15 minutes. */
    createIntent: build.mutation<PaymentIntent, void>({
      query: () => ({ url: '/subscriptions/intent', method: 'POST' }),
    }),
    /** The server reads the finalized transaction and adds the month; the new user becomes `me`. */
    confirmPayment: build.mutation<ConfirmPaymentResponse, ConfirmPaymentRequest>({
      query: (body) => ({ url: '/subscriptions/confirm', method: 'POST', body }),
      invalidatesTags: ['Subscription'],
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => adoptUpdatedUser(dispatch, queryFulfilled),
    }),
  }),
});

export const {
  useCreateIntentMutation,
  useConfirmPaymentMutation,
  useLazySubscriptionStatusQuery,
  useSubscriptionStatusQuery,
} = subscriptionsApi;
