import { MESSAGES, SUBSCRIPTION_TEXT, type User } from '@contracts';
import { type ReactNode, useEffect, useState } from 'react';

import { Alert } from '../../components/Alert';
import { Page } from '../../components/Page';
import { SignInPrompt } from '../../components/SignInPrompt';
import { Skeleton } from '../../components/Skeleton';
import { useSession } from '../auth/useSession';
import { useDemandWallet, useWalletReady } from '../wallet/walletReady';
import { GalleryStrip } from './GalleryStrip';
import { NetworkNotice, useCluster } from './NetworkNotice';
import { showSubscriptionPage } from './paymentPush';
import { PhonePayment } from './PhonePayment';
import { StatusLine } from './StatusLine';
import { useSubscriptionStatusQuery } from './subscriptionsApi';
import { WalletPanel } from './WalletPanel';

const BENEFITS = [
  'Unlimited chat with every girl',
  'Unlimited image generation',
  'One month, paid once from your Solana wallet',
];

export default function SubscriptionsPage() {
  const { user, isLoading } = useSession();
  // a wallet payment closes an open QR code, so that one payment is announced once
  const [qrKey, setQrKey] = useState(0);
  useEffect(showSubscriptionPage, []);
  // a server that takes no payments says so before anyone clicks
  const { data: status } = useSubscriptionStatusQuery(undefined, { skip: !user });
  const unavailable = status?.paymentsAvailable === false;

  return (
    <Page title={SUBSCRIPTION_TEXT.title} subtitle={SUBSCRIPTION_TEXT.price}>
      {isLoading ? (
        <Skeleton className="h-80 w-full" />
      ) : user ? (
        <div className="grid items-start gap-6 lg:grid-cols-[1.2fr_1fr]">
          <PremiumCard>
            <StatusLine user={user} />
            {unavailable ? <Alert tone="info">{MESSAGES.featureUnavailable}</Alert> : null}
            <Wallet user={user} disabled={unavailable} onStart={() => setQrKey((k) => k + 1)} />
          </PremiumCard>
          <PhonePayment key={qrKey} user={user} disabled={unavailable} />
        </div>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[1.2fr_1fr]">
          <PremiumCard />
          <SignInPrompt message={SUBSCRIPTION_TEXT.signIn} />
        </div>
      )}
      <GalleryStrip />
    </Page>
  );
}

function PremiumCard({ children }: { children?: ReactNode }) {
  const cluster = useCluster();
  return (
    <section aria-labelledby="premium-title" className="card flex flex-col gap-6 p-6 sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="premium-title" className="text-lg font-semibold">
          Premium
        </h2>
        <p className="text-sm text-muted">
          <span className="text-3xl font-bold text-ink">0.1 SOL</span> / month
        </p>
        <NetworkNotice cluster={cluster} className="w-full justify-center sm:w-auto" />
      </div>
      <ul className="flex flex-col gap-2.5">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-start gap-3 text-sm sm:text-base">
            <CheckIcon />
            {benefit}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}

/** The wallet part needs the wallet providers, which load when this screen asks for them. */
function Wallet({ user, disabled, onStart }: { user: User; disabled: boolean; onStart: () => void }) {
  useDemandWallet();
  const ready = useWalletReady();
  if (ready) return <WalletPanel user={user} disabled={disabled} onStart={onStart} />;
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading wallets…</span>
      <Skeleton className="h-11 w-40 rounded-full" />
      <Skeleton className="h-12 w-full rounded-full" />
    </div>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-rose-soft">
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z"
        clipRule="evenodd"
      />
    </svg>
  );
}
