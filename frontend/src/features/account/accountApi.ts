import type { AuthResponse, PublicNameRequest, User } from '@contracts';

import { api } from '../../app/api';

/** The account's own: its password, its public name, and its end. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every other session ends; this one goes on (the server sets its new cookie). */
    changePassword: build.mutation<AuthResponse, { current: string; next: string }>({
      query: (body) => ({ url: '/users/me/password', method: 'PUT', body }),
    }),
    /** The name shown with their feed posts (null: none); the session's user is read again. */
    setPublicName: build.mutation<{ user: User }, PublicNameRequest>({
      query: (body) => ({ url: '/users/me/public-name', method: 'PUT', body }),
      invalidatesTags: ['Me', 'Feed'],
    }),
    deleteAccount: build.mutation<void, { password: string }>({
      query: (body) => ({ url: '/users/me', method: 'DELETE', body }),
    }),
  }),
});

export const { useChangePasswordMutation, useDeleteAccountMutation, useSetPublicNameMutation } = accountApi;
