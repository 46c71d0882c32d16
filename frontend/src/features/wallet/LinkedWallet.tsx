import { useMeQuery } from '../auth/authApi';
import { useWantWallet } from './walletReady';

/** A signed-in visitor with a linked wallet gets the wallet providers (they reconnect it). Renders nothing. */
export function LinkedWallet() {
  const { data: user } = useMeQuery();
  useWantWallet(Boolean(user?.wallet));
  return null;
}
