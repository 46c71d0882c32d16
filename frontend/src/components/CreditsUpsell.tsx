import { MESSAGES } from '@contracts';
import { Link } from 'react-router-dom';

import { Alert } from './Alert';

/**
 * The 402 of a free user's generation (the Pics page's upsell, on every page that starts one): the
 * server's text ('You've run out of free image generations...' unless told otherwise) and the way to premium.
 */
export function CreditsUpsell({
  text = MESSAGES.noCredits,
  className,
  id,
}: {
  text?: string;
  className?: string;
  id?: string;
}) {
  return (
    <Alert id={id} className={className}>
      <p>{text}</p>
      <Link to="/subscriptions" className="link mt-1 inline-block rounded">
        Upgrade to premium
      </Link>
    </Alert>
  );
}
