import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';

import { markSessionEnded } from './sessionEnded';

/** Every cache tag the features use. Invalidating all of them refetches everything on screen. */
export const TAG_TYPES = ['Me', 'Girl', 'Girls', 'Chat', 'Feed', 'Stats', 'Job', 'Subscription', 'Reports'] as const;
export type TagType = (typeof TAG_TYPES)[number];

const fetchJson = fetchBaseQuery({ baseUrl: '/api', credentials: 'include' });
/** Calls whose 401 means wrong credentials, not an ended session. */
const CREDENTIAL_CALLS = new Set(['/auth/signin', '/auth/signup', '/auth/signout']);

/** Whether the cache holds a signed-in user (`me`), read without importing the auth feature. */
function hadUser(state: unknown): boolean {
  const queries = (state as { api?: { queries?: Record<string, { data?: unknown } | undefined> } }).api?.queries;
  return !!queries?.['me(undefined)']?.data;
}

/** fetchBaseQuery, plus: a 401 for someone who was signed in ends the session in the app too. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, ctx, extra) => {
  const result = await fetchJson(args, ctx, extra);
  const url = typeof args === 'string' ? args : args.url;
  if (result.error?.status === 401 && !CREDENTIAL_CALLS.has(url) && hadUser(ctx.getState())) {
    markSessionEnded();
    if (url !== '/auth/me') ctx.dispatch(api.util.invalidateTags(['Me']));
  }
  return result;
};

/**
 * The one RTK Query API of the app. Features add their endpoints with `api.injectEndpoints`.
 * The session lives in an httpOnly cookie, so every request carries credentials.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** Mark every cached query stale (after a socket reconnect or a sign-in). */
export function invalidateAll(except: TagType[] = []) {
  return api.util.invalidateTags(TAG_TYPES.filter((tag) => !except.includes(tag)));
}
