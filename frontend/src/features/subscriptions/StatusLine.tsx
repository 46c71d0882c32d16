import { subscribedUntil, SUBSCRIPTION_TEXT, type User } from '@contracts';

import { formatDate } from './format';

/** 'Subscribed until {date}' or 'Not Subscribed'. */
export function StatusLine({ user }: { user: User }) {
  const active = user.isSubscribed && user.subEnd;
  return (
    <p className="flex items-center gap-2 text-sm font-medium">
      <span aria-hidden="true" className={`size-2.5 rounded-full ${active ? 'bg-ok' : 'bg-muted/60'}`} />
      <span className={active ? 'text-ok' : 'text-muted'}>
        {active ? subscribedUntil(formatDate(user.subEnd!)) : SUBSCRIPTION_TEXT.notSubscribed}
      </span>
    </p>
  );
}
