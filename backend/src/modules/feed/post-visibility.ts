import { OTHER_REPORTS_TO_HIDE, SERIOUS_REPORT_REASONS } from '../../contracts';

/*
 * Who sees a post, the feed's rule, read from the open reports (post_reports, the reports module's
 * table, which this only reads): the feed's pages and a gallery's posts filter with it, the reports
 * module decides with it whether a report hid a post.
 */

/** SQL list of the reasons that hide a post at once (when the reporter is in good standing). */
export const SERIOUS_SQL = SERIOUS_REPORT_REASONS.map((r) => `'${r}'`).join(', ');

/**
 * SQL condition: the post (alias `post`) is visible to the viewer (a uuid parameter, may be null).
 * An open report hides it from its reporter; an open report that hides at once (`hides`: a serious
 * reason from a reporter in good standing), or OTHER_REPORTS_TO_HIDE open reports of any reason, hide
 * it from everyone.
 */
export function visibleToViewer(post: string, viewerParam: string): string {
  return `NOT EXISTS (
    SELECT 1 FROM post_reports r WHERE r.post_id = ${post}.id AND r.closed_at IS NULL
      AND (r.user_id = ${viewerParam}::uuid OR r.hides
           OR (SELECT count(*) FROM post_reports o WHERE o.post_id = ${post}.id AND o.closed_at IS NULL) >= ${OTHER_REPORTS_TO_HIDE}))`;
}

/** SQL answering one row `{ hidden: boolean }`: whether post $1 is hidden from everyone right now. */
export const HIDDEN_FOR_EVERYONE = `
  SELECT coalesce(bool_or(hides), false) OR count(*) >= ${OTHER_REPORTS_TO_HIDE} AS hidden
  FROM post_reports WHERE post_id = $1 AND closed_at IS NULL`;
