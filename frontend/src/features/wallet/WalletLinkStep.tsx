import { type User, WALLET_LINK_TEXT } from '@contracts';

import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { Spinner } from '../../components/Spinner';
import { LINK_STAGE_TEXT } from './linkSignedWallet';
import { useWalletLink } from './useWalletLink';

/**
 * The wallet button's link step: a connected wallet that is not the account's is linked by signing
 * the server's sign-in message (the wallet asks first), with what it is doing and what went wrong.
 */
export function WalletLinkStep({ user }: { user: User }) {
  const { needed, state, start } = useWalletLink(user);
  if (!needed) {
    return state.phase === 'linked' ? (
      <p role="status" className="text-sm font-medium text-ok">
        {WALLET_LINK_TEXT.linked}
      </p>
    ) : null;
  }
  const working = state.phase === 'working';
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-raised/50 p-4">
      <p className="text-sm text-muted">{WALLET_LINK_TEXT.prompt}</p>
      <button type="button" className={buttonClass('secondary', 'md', 'self-start')} disabled={working} onClick={start}>
        {working ? <Spinner className="size-4" /> : null}
        {WALLET_LINK_TEXT.link}
      </button>
      <div aria-live="polite">
        {working ? <p className="text-sm text-muted">{LINK_STAGE_TEXT[state.stage]}</p> : null}
      </div>
      {state.phase === 'failed' ? <Alert>{state.message}</Alert> : null}
    </div>
  );
}
