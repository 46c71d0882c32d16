/** The bar creeps toward this between a provider's real updates, never past it: only the job's end fills it. */
export const EASED_CEILING = 90;
/** How fast it creeps: after this long without news it has gone about 63 % of the way left to the ceiling. */
export const EASE_TIME_MS = 20_000;

/**
 * The percent a progress bar shows while a job runs: the last reported percent, advanced smoothly by
 * the time since that report toward EASED_CEILING (never past it, never below the report), so a
 * provider that says nothing between 10 % and done does not leave the bar stuck at 10 %.
 */
export function easedProgress(reported: number, msSinceReport: number): number {
  if (reported >= EASED_CEILING) return reported;
  const elapsed = Math.max(0, msSinceReport);
  const shown = reported + (EASED_CEILING - reported) * (1 - Math.exp(-elapsed / EASE_TIME_MS));
  return Math.min(EASED_CEILING, Math.max(reported, Math.floor(shown)));
}
