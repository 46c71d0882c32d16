import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import type { ReportReason } from '../../contracts';
import type { PostRow } from '../feed/post.view';
import { HIDDEN_FOR_EVERYONE, SERIOUS_SQL } from '../feed/post-visibility';
import type { AuditAction } from './moderation-audit.entity';

/** A reported post with its author's username (admins see who posted it) and its reports (oldest first). */
export type ReportedPostRow = PostRow & {
  first_reported_at: Date;
  open: boolean;
  items: { reason: ReportReason; note: string; open: boolean }[];
};

export interface AuditEntry {
  actor: { id: string; username: string };
  action: AuditAction;
  post: { id: string; image_url: string };
  reason: string | null;
  note: string | null;
}

/**
 * The one owner of the post_reports, moderation_audit and reporter_standing tables: readers' reports,
 * every moderation step, and how many of each reader's hide-at-once reports admins rejected.
 */
@Injectable()
export class ReportsRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** Records the report (`hides`: it hides the post at once); false when this reader had already reported the post. */
  async add(
    report: { postId: string; userId: string; reason: ReportReason; note: string; hides: boolean },
    m: EntityManager = this.db.manager,
  ): Promise<boolean> {
    const inserted: unknown[] = await m.query(
      `INSERT INTO post_reports (post_id, user_id, reason, note, hides) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (post_id, user_id) DO NOTHING RETURNING id`,
      [report.postId, report.userId, report.reason, report.note, report.hides],
    );
    return inserted.length > 0;
  }

  /** How many of the reader's hide-at-once reports admins rejected. */
  async rejectedReports(userId: string, m: EntityManager = this.db.manager): Promise<number> {
    const [row]: { rejected_reports: number }[] = await m.query(
      'SELECT rejected_reports FROM reporter_standing WHERE user_id = $1',
      [userId],
    );
    return row?.rejected_reports ?? 0;
  }

  /**
   * Closes the open reports of a post (an admin restored it); each open report that had hidden it at
   * once is counted against its reporter.
   */
  async closeAll(postId: string, m: EntityManager = this.db.manager): Promise<void> {
    await m.query(
      `INSERT INTO reporter_standing (user_id, rejected_reports, last_rejected_at)
       SELECT user_id, count(*), now() FROM post_reports WHERE post_id = $1 AND closed_at IS NULL AND hides GROUP BY user_id
       ON CONFLICT (user_id) DO UPDATE
         SET rejected_reports = reporter_standing.rejected_reports + EXCLUDED.rejected_reports, last_rejected_at = now()`,
      [postId],
    );
    await m.query('UPDATE post_reports SET closed_at = now() WHERE post_id = $1 AND closed_at IS NULL', [postId]);
  }

  /** Whether its open reports hide the post from everyone right now. */
  async hiddenForEveryone(postId: string, m: EntityManager = this.db.manager): Promise<boolean> {
    const [row]: { hidden: boolean }[] = await m.query(HIDDEN_FOR_EVERYONE, [postId]);
    return !!row?.hidden;
  }

  /**
   * Every reported post still there: open ones first (the review queue), and first among them those
   * an open report with a serious reason did not hide (its reporter's reports no longer hide at once,
   * so the post is still shown), oldest first; then restored ones.
   */
  reportedPosts(): Promise<ReportedPostRow[]> {
    return this.db.query(`
      SELECT p.*, u.username AS author, min(r.created_at) AS first_reported_at, bool_or(r.closed_at IS NULL) AS open,
             json_agg(json_build_object('reason', r.reason, 'note', r.note, 'open', r.closed_at IS NULL) ORDER BY r.created_at) AS items
      FROM post_reports r JOIN feed_posts p ON p.id = r.post_id JOIN users u ON u.id = p.user_id
      GROUP BY p.id, u.username
      ORDER BY bool_or(r.closed_at IS NULL) DESC,
               bool_or(r.closed_at IS NULL AND r.reason IN (${SERIOUS_SQL}) AND NOT r.hides) DESC,
               CASE WHEN bool_or(r.closed_at IS NULL) THEN min(r.created_at) END ASC,
               min(r.created_at) DESC
      LIMIT 500`);
  }

  async audit(entry: AuditEntry, m: EntityManager = this.db.manager): Promise<void> {
    await m.query(
      `INSERT INTO moderation_audit (actor_id, actor_username, action, post_id, image_url, reason, note) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        entry.actor.id,
        entry.actor.username,
        entry.action,
        entry.post.id,
        entry.post.image_url,
        entry.reason,
        entry.note,
      ],
    );
  }
}
