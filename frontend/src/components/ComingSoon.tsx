import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { buttonClass } from './button';

/** Placeholder body for a screen whose feature has not landed yet. */
export function ComingSoon({ children }: { children?: ReactNode }) {
  return (
    <div className="card flex flex-col items-start gap-4 p-6 sm:p-8">
      <p className="text-muted">{children ?? 'This screen is on its way.'}</p>
      <Link to="/" className={buttonClass('secondary', 'sm')}>
        Back to home
      </Link>
    </div>
  );
}
