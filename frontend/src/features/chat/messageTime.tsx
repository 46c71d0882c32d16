/** A message's local day, for the separators between days. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/** "Today", "Yesterday", or the weekday and date (with the year when it is not this year). */
export function dayLabel(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(iso) === dayKey(now.toISOString())) return 'Today';
  if (dayKey(iso) === dayKey(yesterday.toISOString())) return 'Yesterday';
  return date.toLocaleDateString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** The line between two days of messages. */
export function DaySeparator({ iso }: { iso: string }) {
  const label = dayLabel(iso);
  return (
    <li role="separator" aria-label={label} className="flex items-center gap-3 py-1 text-xs font-medium text-muted">
      <span aria-hidden="true" className="h-px flex-1 bg-line/60" />
      <span aria-hidden="true">{label}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-line/60" />
    </li>
  );
}

/**
 * When a message was sent: its time, shown on hover or keyboard focus (always on a touch screen),
 * with the full date as its title. The time is drawn by CSS, so it is not part of the message's text.
 */
export function MessageTime({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time
      dateTime={iso}
      title={date.toLocaleString()}
      data-time={date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}
      className="px-1 text-[11px] leading-none text-muted opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 before:content-[attr(data-time)] [@media(hover:none)]:opacity-100"
    />
  );
}
