import { useEffect, useState } from 'react';

import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { buttonClass } from '../../components/button';
import { useSession } from '../auth/useSession';
import { toastAdded } from '../toasts/toastsSlice';
import { usePushKeyQuery, useSavePushSubscriptionMutation } from './pushApi';
import { browserSubscription, type OptInChoice, pushSupported, readChoice, writeChoice } from './webPush';

export const OPT_IN_TEXT = {
  title: 'Get a notification when it is ready?',
  text: 'We can tell you when a picture, a video or her portrait is ready, even with the app closed.',
  turnOn: 'Turn on notifications',
  notNow: 'Not now',
  on: 'Notifications are on',
  failed: 'Notifications could not be turned on.',
} as const;

/**
 * The offer of Web Push: asked once a job has finished in this tab (never on page load), in a small card
 * among the toasts, and only where it can work (the browser supports it, the server has a key, the
 * browser has not been asked). The answer is remembered per account in this browser. An account that
 * turned them on sends this browser's subscription again at each visit (the server keeps it current).
 */
export function NotificationsOptIn() {
  const dispatch = useAppDispatch();
  const { user } = useSession();
  const supported = pushSupported();
  const { data } = usePushKeyQuery(undefined, { skip: !user || !supported });
  const publicKey = data?.publicKey ?? null;
  const [save] = useSavePushSubscriptionMutation();
  const [answered, setAnswered] = useState<Record<string, OptInChoice>>({});
  const [busy, setBusy] = useState(false);
  const finished = useAppSelector((state) => Object.values(state.jobs.byId).some((job) => job.status === 'completed'));
  const userId = user?.id ?? null;
  const choice = userId ? (answered[userId] ?? readChoice(userId)) : null;

  useEffect(() => {
    if (!userId || !publicKey || readChoice(userId) !== 'on' || Notification.permission !== 'granted') return;
    browserSubscription(publicKey).then(
      (subscription) => save(subscription),
      () => undefined,
    );
  }, [publicKey, save, userId]);

  if (!userId || !supported || !publicKey || !finished || choice !== null || Notification.permission !== 'default')
    return null;

  const answer = (value: OptInChoice) => {
    writeChoice(userId, value);
    setAnswered((now) => ({ ...now, [userId]: value }));
  };

  const turnOn = async () => {
    setBusy(true);
    try {
      if ((await Notification.requestPermission()) !== 'granted') return answer('not-now');
      await save(await browserSubscription(publicKey)).unwrap();
      answer('on');
      dispatch(toastAdded({ id: 'notifications-on', tone: 'success', title: OPT_IN_TEXT.on }));
    } catch {
      dispatch(toastAdded({ id: 'notifications-failed', tone: 'error', title: OPT_IN_TEXT.failed }));
      answer('not-now');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-label="Notifications offer"
      className="pointer-events-auto w-full max-w-sm rounded-2xl border border-line bg-surface p-4 shadow-soft"
    >
      <p className="text-sm font-semibold text-ink">{OPT_IN_TEXT.title}</p>
      <p className="mt-1 text-sm text-muted">{OPT_IN_TEXT.text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonClass('primary', 'sm')} disabled={busy} onClick={() => void turnOn()}>
          {OPT_IN_TEXT.turnOn}
        </button>
        <button type="button" className={buttonClass('ghost', 'sm')} disabled={busy} onClick={() => answer('not-now')}>
          {OPT_IN_TEXT.notNow}
        </button>
      </div>
    </section>
  );
}
