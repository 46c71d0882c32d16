import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import { AppConfig } from '../../config/app-config';
import {
  type AdminReport,
  type AdminReportsResponse,
  REJECTED_REPORTS_TO_STOP_HIDING,
  REPORT_TEXT,
  type ReportAction,
  type ReportDecisionResponse,
  type ReportReason,
  type ReportRequest,
  SERIOUS_REPORT_REASONS,
} from '../../contracts';
import { limitsFrom } from '../../infra/limits/limits';
import { RateLimitService } from '../../infra/limits/rate-limit.service';
import { PushPort } from '../../infra/realtime/push.port';
import { MediaRefs } from '../../infra/storage/media-refs.repository';
import type { SessionUser } from '../auth/session.guard';
import { FeedPosts, type LockedPost } from '../feed/feed-posts.writer';
import { toPost } from '../feed/post.view';
import { Gallery } from '../pics/gallery.writer';
import type { AuditAction } from './moderation-audit.entity';
import { type ReportedPostRow, ReportsRepository } from './reports.repository';

/**
 * Reports of feed posts and the admins' decisions; every step is written to the audit table. Reports
 * cannot empty the feed (SAFETY.md section 4): REPORTS_PER_HOUR per account (the route's limit),
 * HIDE_REPORTS_PER_DAY with a serious reason (here), and a reader whose hide-at-once reports admins
 * rejected REJECTED_REPORTS_TO_STOP_HIDING times no longer hides posts at once.
 */
@Injectable()
export class ReportsService {
  private readonly hideLimit;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(ReportsRepository) private readonly reports: ReportsRepository,
    @Inject(FeedPosts) private readonly posts: FeedPosts,
    @Inject(Gallery) private readonly pictures: Gallery,
    @Inject(MediaRefs) private readonly media: MediaRefs,
    @Inject(PushPort) private readonly push: PushPort,
    @Inject(RateLimitService) private readonly rateLimit: RateLimitService,
    @Inject(AppConfig) config: AppConfig,
  ) {
    this.hideLimit = limitsFrom(config.settings).hideReports;
  }

  /**
   * Records the report (once per reader and post); tells every open feed when the post is now hidden
   * from everyone. A serious reason counts toward the reader's daily limit (429 over it; a report that
   * records nothing gives its count back) and hides the post at once only from a reader in good standing.
   */
  async report(
    user: SessionUser,
    postId: string,
    body: ReportRequest,
  ): Promise<{ postId: string; status: 'received' }> {
    const note = body.note?.trim() ?? '';
    const serious = SERIOUS_REPORT_REASONS.includes(body.reason);
    if (serious) await this.rateLimit.hit(this.hideLimit, user.id);
    const giveBack = () => (serious ? this.rateLimit.undo(this.hideLimit, user.id).catch(() => undefined) : undefined);
    const outcome = await this.db
      .transaction(async (m) => {
        const post = await this.lock(m, postId);
        const before = await this.reports.hiddenForEveryone(postId, m);
        const hides = serious && (await this.reports.rejectedReports(user.id, m)) < REJECTED_REPORTS_TO_STOP_HIDING;
        const added = await this.reports.add({ postId, userId: user.id, reason: body.reason, note, hides }, m);
        if (!added) return { added, nowHidden: false }; // a second report by the same reader changes nothing
        await this.audit(m, user, 'report', post, body.reason, note || null);
        return { added, nowHidden: !before && (await this.reports.hiddenForEveryone(postId, m)) };
      })
      .catch(async (err: unknown) => {
        await giveBack();
        throw err;
      });
    if (!outcome.added) await giveBack();
    if (outcome.nowHidden) this.push.toEveryone('feed:removed', { postId });
    return { postId, status: 'received' };
  }

  /** Every reported post still there: open ones first (oldest first, the review queue), then restored ones. */
  async list(): Promise<AdminReportsResponse> {
    return { reports: (await this.reports.reportedPosts()).map(toAdminReport) };
  }

  async decide(admin: SessionUser, postId: string, action: ReportAction): Promise<ReportDecisionResponse> {
    if (action === 'restore') {
      await this.db.transaction(async (m) => {
        const post = await this.lock(m, postId);
        // the reports that hid it at once were rejected: each counts against its reporter
        await this.reports.closeAll(postId, m);
        await this.audit(m, admin, 'restore', post, null, null);
      });
      return { postId, action };
    }
    const removed = await this.db.transaction(async (m) => {
      const post = await this.lock(m, postId);
      await this.pictures.deleteOfPost(m, post);
      await this.posts.delete(m, postId); // its reports go with it
      await this.audit(m, admin, 'remove', post, null, null);
      return post;
    });
    this.push.toEveryone('feed:removed', { postId });
    // files are named by their content: another girl, picture, post or message may hold the same one
    await this.media.release(removed.image_url);
    return { postId, action };
  }

  private async lock(m: EntityManager, postId: string): Promise<LockedPost> {
    const post = await this.posts.lockForUpdate(m, postId);
    if (!post) throw new NotFoundException(REPORT_TEXT.postNotFound);
    return post;
  }

  private audit(
    m: EntityManager,
    actor: SessionUser,
    action: AuditAction,
    post: LockedPost,
    reason: string | null,
    note: string | null,
  ) {
    return this.reports.audit({ actor: { id: actor.id, username: actor.username }, action, post, reason, note }, m);
  }
}

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
