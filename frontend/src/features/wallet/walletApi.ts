import type { User } from '@contracts';

import { api } from '../../app/api';
import { adoptUpdatedUser } from '../auth/authApi';

export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Links the connected wallet to the signed-in user (payments must come from it). */
    linkWallet: build.mutation<{ user: User }, string>({
      query: (wallet) => ({ url: '/users/me/wallet', method: 'PUT', body: { wallet } }),
      onQueryStarted: (_wallet, { dispatch, queryFulfilled }) => adoptUpdatedUser(dispatch, queryFulfilled),
    }),
  }),
});

export const { useLinkWalletMutation } = walletApi;
