import type { User } from '@contracts';
import { api } from '../../app/api';
import { authApi } from '../auth/authApi';

export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Links the connected wallet to the signed-in user (payments must come from it). */
    linkWallet: build.mutation<{ user: User }, string>({
      query: (wallet) => ({ url: '/users/me/wallet', method: 'PUT', body: { wallet } }),
      async onQueryStarted(_wallet, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(authApi.util.upsertQueryData('me', undefined, data.user));
        } catch {
          // the caller decides what a failure means
        }
      },
    }),
  }),
});

export const { useLinkWalletMutation } = walletApi;
