import type { ReactNode } from 'react';

interface AlertProps {
  children: ReactNode;
  tone?: 'error' | 'info';
  className?: string;
  id?: string;
}

/** A readable message next to the control that caused it: errors are announced (role alert). */
export function Alert({ children, tone = 'error', className = '', id }: AlertProps) {
  const look = tone === 'error' ? 'border-danger/40 bg-danger/10 text-danger' : 'border-line bg-raised/70 text-ink';
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-4 py-3 text-sm font-medium ${look} ${className}`}
    >
      {children}
    </div>
  );
}
