import { limitText } from './limitText';

interface LimitCounterProps {
  id: string;
  length: number;
  max: number;
  /** a paste did not fit and was cut */
  cut?: boolean;
  className?: string;
}

/** The counter under a text field with a limit (useLimit gives its props): from 80 % of it, and clear at it. */
export function LimitCounter({ id, length, max, cut = false, className = '' }: LimitCounterProps) {
  const { visible, full, text } = limitText(length, max, cut);
  return (
    <p
      id={id}
      data-testid="limit-counter"
      aria-live="polite"
      className={
        visible
          ? `mt-1 text-right text-xs tabular-nums ${full ? 'font-semibold text-danger' : 'text-muted'} ${className}`
          : 'sr-only'
      }
    >
      {text}
    </p>
  );
}
