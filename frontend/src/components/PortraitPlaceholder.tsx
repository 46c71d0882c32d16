import type { ReactNode } from 'react';

import { HeartIcon } from './PortraitFrame';
import { Spinner } from './Spinner';

interface PortraitPlaceholderProps {
  /** what the visitor reads under the spinner ('Her portrait is on its way...') */
  label: string;
  /** false once the wait is over (a failed job): no spinner, only the label */
  busy?: boolean;
  /** a progress bar or a button under the label */
  children?: ReactNode;
  className?: string;
}

/** A 9:16 frame standing in for a portrait that is still being made. */
export function PortraitPlaceholder({ label, busy = true, children, className = '' }: PortraitPlaceholderProps) {
  return (
    <div
      className={`relative flex aspect-[9/16] flex-col items-center justify-center gap-3 overflow-hidden rounded-2xl border border-line/60 bg-gradient-to-br from-rose/30 via-plum/30 to-night p-4 text-center shadow-soft ${className}`}
      role={busy ? 'status' : undefined}
      aria-live={busy ? 'polite' : undefined}
    >
      {busy ? <Spinner className="size-9" /> : <HeartIcon className="size-10 text-white/30" />}
      <p className="text-sm font-medium text-ink">{label}</p>
      {children ? <div className="w-full max-w-[16rem]">{children}</div> : null}
    </div>
  );
}
