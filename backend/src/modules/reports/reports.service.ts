import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  REPORT_TEXT,
  type AdminReport,
  type AdminReportsResponse,
  type ReportAction,
  type ReportDecisionResponse,
  type ReportReason,
  type ReportRequest,
} from '../../contracts';
import { RealtimeGateway } from '../../infra/realtime/realtime.gateway';
import { MediaStorage } from '../../infra/storage/media-storage.port';
import type { SessionUser } from '../auth/session.guard';
import { toPost, type PostRow } from '../feed/post.view';
import type { AuditAction } from './moderation-audit.entity';
import { HIDDEN_FOR_EVERYONE } from './post-visibility';

interface LockedPost {
  id: string;
  image_url: string;
  girl_id: string | null;
  job_id: string | null;
}

/** Reports of feed posts and the admins' decisions; every step is written to the audit table. */
@Injectable()
export class ReportsService {
  private readonly log = new Logger(ReportsService.name);

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(MediaStorage) private readonly storage: MediaStorage,
    @Inject(RealtimeGateway) private readonly realtime: RealtimeGateway,
  ) {}

  /** Records the report (once per reader and post); tells every open feed when the post is now hidden from everyone. */
  async report(user: SessionUser, postId: string, body: ReportRequest): Promise<{ postId: string; status: 'received' }> {
    const note = body.note?.trim() ?? '';
    const nowHidden = await this.db.transaction(async (m) => {
      const post = await this.lock(m, postId);
      const before = await hiddenForEveryone(m, postId);
      const inserted: unknown[] = await m.query(
        `INSERT INTO post_reports (post_id, user_id, reason, note) VALUES ($1, $2, $3, $4)
         ON CONFLICT (post_id, user_id) DO NOTHING RETURNING id`,
        [postId, user.id, body.reason, note],
      );
      if (inserted.length === 0) return false; // a second report by the same reader changes nothing
      await audit(m, user, 'report', post, body.reason, note || null);
      return !before && (await hiddenForEveryone(m, postId));
    });
    if (nowHidden) this.realtime.feedRemoved(postId);
    return { postId, status: 'received' };
  }

  /** Every reported post still there: open ones first (oldest first, the review queue), then restored ones. */
  async list(): Promise<AdminReportsResponse> {
    const rows: ReportedPostRow[] = await this.db.query(`
      SELECT p.*, u.username, min(r.created_at) AS first_reported_at, bool_or(r.closed_at IS NULL) AS open,
             json_agg(json_build_object('reason', r.reason, 'note', r.note, 'open', r.closed_at IS NULL) ORDER BY r.created_at) AS items
      FROM post_reports r JOIN feed_posts p ON p.id = r.post_id JOIN users u ON u.id = p.user_id
      GROUP BY p.id, u.username
      ORDER BY bool_or(r.closed_at IS NULL) DESC,
               CASE WHEN bool_or(r.closed_at IS NULL) THEN min(r.created_at) END ASC,
               min(r.created_at) DESC
      LIMIT 500`);
    return { reports: rows.map(toAdminReport) };
  }

  async decide(admin: SessionUser, postId: string, action: ReportAction): Promise<ReportDecisionResponse> {
    if (action === 'restore') {
      await this.db.transaction(async (m) => {
        const post = await this.lock(m, postId);
        await m.query('UPDATE post_reports SET closed_at = now() WHERE post_id = $1 AND closed_at IS NULL', [postId]);
        await audit(m, admin, 'restore', post, null, null);
      });
      return { postId, action };
    }
    const removed = await this.db.transaction(async (m) => {
      const post = await this.lock(m, postId);
      await m.query(
        `DELETE FROM pictures WHERE ($1::uuid IS NOT NULL AND job_id = $1::uuid) OR (girl_id = $2::uuid AND url = $3)`,
        [post.job_id, post.girl_id, post.image_url],
      );
      await m.query('DELETE FROM feed_posts WHERE id = $1', [postId]); // its reports go with it
      await audit(m, admin, 'remove', post, null, null);
      return post;
    });
    this.realtime.feedRemoved(postId);
    await this.deleteMediaIfUnused(removed.image_url);
    return { postId, action };
  }

  private async lock(m: EntityManager, postId: string): Promise<LockedPost> {
    const [post]: LockedPost[] = await m.query('SELECT id, image_url, girl_id, job_id FROM feed_posts WHERE id = $1 FOR UPDATE', [postId]);
    if (!post) throw new NotFoundException(REPORT_TEXT.postNotFound);
    return post;
  }

  /** Files are named by their content, so another girl, picture, post or message may hold the same one: keep it then. */
  private async deleteMediaIfUnused(url: string): Promise<void> {
    const [row]: { used: boolean }[] = await this.db.query(
      `SELECT EXISTS (SELECT 1 FROM pictures WHERE url = $1)
           OR EXISTS (SELECT 1 FROM feed_posts WHERE image_url = $1)
           OR EXISTS (SELECT 1 FROM girls WHERE image_url = $1)
           OR EXISTS (SELECT 1 FROM chat_messages WHERE image = $1) AS used`,
      [url],
    );
    if (row?.used) return;
    try {
      await this.storage.delete(url);
    } catch (error) {
      this.log.error(`could not delete the media file of a removed post (${url}): ${String(error)}`);
    }
  }
}

type ReportedPostRow = PostRow & { first_reported_at: Date; open: boolean; items: { reason: ReportReason; note: string; open: boolean }[] };

/** Counts the open reports of an open post (what is under review), every report of a restored one. */
function toAdminReport(row: ReportedPostRow): AdminReport {
  const items = row.open ? row.items.filter((i) => i.open) : row.items;
  const reasons: Partial<Record<ReportReason, number>> = {};
  for (const item of items) reasons[item.reason] = (reasons[item.reason] ?? 0) + 1;
  return {
    post: toPost(row),
    reasons,
    notes: items.map((i) => i.note).filter((n) => n !== ''),
    firstReportedAt: new Date(row.first_reported_at).toISOString(),
    status: row.open ? 'open' : 'restored',
  };
}

async function hiddenForEveryone(m: EntityManager, postId: string): Promise<boolean> {
  const [row]: { hidden: boolean }[] = await m.query(HIDDEN_FOR_EVERYONE, [postId]);
  return !!row?.hidden;
}

function audit(m: EntityManager, actor: SessionUser, action: AuditAction, post: LockedPost, reason: string | null, note: string | null) {
  return m.query(
    `INSERT INTO moderation_audit (actor_id, actor_username, action, post_id, image_url, reason, note) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [actor.id, actor.username, action, post.id, post.image_url, reason, note],
  );
}
