import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { disconnectSocket } from '../../app/socket';
import type { AppDispatch } from '../../app/store';
import { jobsCleared } from '../jobs/jobsSlice';
import { useDeletePushSubscriptionMutation } from '../push/pushApi';
import { browserEndpoint } from '../push/webPush';
import { useSignOutMutation } from './authApi';
import { clearUsernameHint } from './usernameHint';

/** What this browser forgets when the session ends (signed out, or the account deleted): the socket, the cache, the jobs. */
export function forgetSession(dispatch: AppDispatch): void {
  disconnectSocket();
  clearUsernameHint();
  dispatch(jobsCleared());
  dispatch(api.util.resetApiState());
}

/**
 * Sign out: this browser's push subscription leaves the account (no notification of it reaches this
 * browser any more), the server clears the cookie, then the cache, the socket and the jobs are reset.
 */
export function useSignOut(): { signOut: () => Promise<void>; isSigningOut: boolean } {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signOutRequest] = useSignOutMutation();
  const [deletePush] = useDeletePushSubscriptionMutation();
  const [isSigningOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      const endpoint = await browserEndpoint().catch(() => null);
      if (endpoint) await deletePush({ endpoint });
      await signOutRequest().unwrap();
    } catch {
      // Even if the request failed, forget everything locally; /auth/me decides what is true next.
    }
    forgetSession(dispatch);
    setSigningOut(false);
    void navigate('/');
  }, [deletePush, dispatch, navigate, signOutRequest]);

  return { signOut, isSigningOut };
}
