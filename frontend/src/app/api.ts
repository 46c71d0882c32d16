import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** Every cache tag the features use. Invalidating all of them refetches everything on screen. */
export const TAG_TYPES = ['Me', 'Girl', 'Girls', 'Chat', 'Feed', 'Stats', 'Job', 'Subscription', 'Reports'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * The one RTK Query API of the app. Features add their endpoints with `api.injectEndpoints`.
 * The session lives in an httpOnly cookie, so every request carries credentials.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'include' }),
  tagTypes: TAG_TYPES,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** Mark every cached query stale (after a socket reconnect or a sign-in). */
export function invalidateAll(except: TagType[] = []) {
  return api.util.invalidateTags(TAG_TYPES.filter((tag) => !except.includes(tag)));
}
