const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const STEPS: [limit: number, seconds: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [60 * 60, 60, 'minute'],
  [24 * 60 * 60, 60 * 60, 'hour'],
  [7 * 24 * 60 * 60, 24 * 60 * 60, 'day'],
  [30 * 24 * 60 * 60, 7 * 24 * 60 * 60, 'week'],
  [365 * 24 * 60 * 60, 30 * 24 * 60 * 60, 'month'],
];

/** 'just now', '5 minutes ago', 'yesterday', '3 weeks ago'... */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  if (seconds < 45) return 'just now';
  for (const [limit, size, unit] of STEPS) {
    if (seconds < limit) return rtf.format(-Math.max(1, Math.floor(seconds / size)), unit);
  }
  return rtf.format(-Math.max(1, Math.floor(seconds / (365 * 24 * 60 * 60))), 'year');
}
