/**
 * One calendar month later, in UTC, keeping the time of day. A day the next month lacks becomes its
 * last day: Jan 31 → Feb 28 (Feb 29 in a leap year), Mar 31 → Apr 30.
 */
export function addOneMonth(date: Date): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(date.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

/** A paid month: added to the current end if that is still ahead, otherwise counted from now. */
export function extendSubscription(subEnd: Date | null, now: Date): Date {
  return addOneMonth(subEnd && subEnd.getTime() > now.getTime() ? subEnd : now);
}
