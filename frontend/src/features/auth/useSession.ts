import type { User } from '@contracts';

import { useMeQuery } from './authApi';
import { readUsernameHint } from './usernameHint';

export interface Session {
  /** the signed-in user, from GET /api/auth/me */
  user: User | null;
  /** true until /auth/me answered for the first time */
  isLoading: boolean;
  isSignedIn: boolean;
  /** while loading: the username remembered from last time, to paint the header without a flash */
  hintUsername: string | null;
}

export function useSession(): Session {
  const { data, isLoading } = useMeQuery();
  const user = data ?? null;
  return {
    user,
    isLoading,
    isSignedIn: user !== null,
    hintUsername: isLoading ? readUsernameHint() : null,
  };
}
