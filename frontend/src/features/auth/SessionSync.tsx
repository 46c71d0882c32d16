import { useEffect } from 'react';

import { useAppDispatch } from '../../app/hooks';
import { connectSocket, disconnectSocket } from '../../app/socket';
import { useMeQuery } from './authApi';
import { clearUsernameHint, saveUsernameHint } from './usernameHint';

/** Keeps the socket and the username hint in step with GET /api/auth/me. Renders nothing. */
export function SessionSync() {
  const dispatch = useAppDispatch();
  const { data: user, isSuccess } = useMeQuery();
  const userId = user?.id ?? null;
  const username = user?.username ?? null;

  useEffect(() => {
    if (!isSuccess) return;
    if (userId && username) {
      saveUsernameHint(username);
      connectSocket(dispatch);
    } else {
      clearUsernameHint();
      disconnectSocket();
    }
  }, [dispatch, isSuccess, userId, username]);

  return null;
}
