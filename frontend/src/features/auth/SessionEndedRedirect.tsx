import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { takeSessionEnded } from '../../app/sessionEnded';
import { useMeQuery } from './authApi';

/**
 * When the session ends elsewhere (signed out in another tab, revoked), the next request answers 401
 * and `me` turns empty: the person lands on the sign-in page. Renders nothing.
 */
export function SessionEndedRedirect() {
  const navigate = useNavigate();
  const { data: user, isSuccess } = useMeQuery();
  const wasSignedIn = useRef(false);

  useEffect(() => {
    if (!isSuccess) return;
    if (user) {
      wasSignedIn.current = true;
      takeSessionEnded();
      return;
    }
    if (wasSignedIn.current && takeSessionEnded()) void navigate('/signin', { replace: true });
    wasSignedIn.current = false;
  }, [isSuccess, user, navigate]);

  return null;
}
