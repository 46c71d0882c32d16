import type { AuthResponse, MeResponse, User } from '@contracts';

import { api, invalidateAll } from '../../app/api';
import { errorStatus } from '../../app/errors';
import { saveUsernameHint } from './usernameHint';

export interface Credentials {
  username: string;
  password: string;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The session's user, or null when nobody is signed in (no session: `{ user: null }`; one that ended: 401). The source of truth for the UI. */
    me: build.query<User | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/auth/me');
        if (result.error) {
          if (errorStatus(result.error) === 401) return { data: null };
          return { error: result.error };
        }
        return { data: (result.data as MeResponse).user };
      },
      providesTags: ['Me'],
    }),
    signIn: build.mutation<AuthResponse, Credentials>({
      query: (body) => ({ url: '/auth/signin', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => adoptUser(dispatch, queryFulfilled),
    }),
    signUp: build.mutation<AuthResponse, Credentials>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => adoptUser(dispatch, queryFulfilled),
    }),
    signOut: build.mutation<void, void>({
      query: () => ({ url: '/auth/signout', method: 'POST' }),
    }),
  }),
});

/** The action that makes `user` the session's user in the cache (the header, credits and limits follow). */
export const setMe = (user: User) => authApi.util.upsertQueryData('me', undefined, user);

/** For a call that answers the changed user (`{ user }`): once it succeeds, that user becomes `me`. */
export async function adoptUpdatedUser(
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ data: { user: User } }>,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(setMe(data.user));
  } catch {
    // the caller shows the error
  }
}

/** After a successful sign-in or sign-up: the new user becomes `me`, and everything else refetches. */
async function adoptUser(
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ data: AuthResponse }>,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    saveUsernameHint(data.user.username);
    dispatch(setMe(data.user));
    dispatch(invalidateAll(['Me']));
  } catch {
    // the form shows the error
  }
}

export const { useMeQuery, useSignInMutation, useSignUpMutation, useSignOutMutation } = authApi;
