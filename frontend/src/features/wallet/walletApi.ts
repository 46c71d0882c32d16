import type { LinkWalletRequest, User, WalletNonce } from '@contracts';

import { api } from '../../app/api';
import { adoptUpdatedUser } from '../auth/authApi';

export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A single-use sign-in message for the address, for the wallet to sign. */
    walletNonce: build.mutation<WalletNonce, string>({
      query: (address) => ({ url: '/users/me/wallet/nonce', method: 'POST', body: { address } }),
    }),
    /** Links the wallet that signed the message to the signed-in user (payments must come from it). */
    linkWallet: build.mutation<{ user: User }, LinkWalletRequest>({
      query: (body) => ({ url: '/users/me/wallet', method: 'PUT', body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => adoptUpdatedUser(dispatch, queryFulfilled),
    }),
  }),
});

export const { useWalletNonceMutation, useLinkWalletMutation } = walletApi;
