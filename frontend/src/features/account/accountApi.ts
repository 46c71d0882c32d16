import type { AuthResponse } from '@contracts';

import { api } from '../../app/api';

/** The account's own: its password, and its end. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every other session ends; this one goes on (the server sets its new cookie). */
    changePassword: build.mutation<AuthResponse, { current: string; next: string }>({
      query: (body) => ({ url: '/users/me/password', method: 'PUT', body }),
    }),
    deleteAccount: build.mutation<void, { password: string }>({
      query: (body) => ({ url: '/users/me', method: 'DELETE', body }),
    }),
  }),
});

export const { useChangePasswordMutation, useDeleteAccountMutation } = accountApi;
