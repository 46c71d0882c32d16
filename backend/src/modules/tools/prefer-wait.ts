/** Reads `Prefer: wait=N` (RFC 7240); answers the seconds to wait, at most 60, or 0. */
export function preferWaitSeconds(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const match = /(?:^|[,;\s])wait\s*=\s*(\d+)/i.exec(value);
  return match ? Math.min(Number(match[1]), 60) : 0;
}
