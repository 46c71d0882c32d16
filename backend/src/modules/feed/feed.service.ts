import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FeedPage } from '../../contracts';
import { visibleToViewer } from '../reports/post-visibility';
import { FeedCursors } from './feed-cursor';
import { toPost, type PostRow } from './post.view';

type CursorRow = PostRow & { cursor_ts: string };

@Injectable()
export class FeedService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(FeedCursors) private readonly cursors: FeedCursors,
  ) {}

  /**
   * Newest first, by keyset (created_at, id): pages never skip or repeat while new posts arrive.
   * Reported posts are left out (reports module); the cursor is one this API signed, or 400.
   */
  async page(limit: number, cursor?: string, viewerId: string | null = null): Promise<FeedPage> {
    const after = cursor !== undefined ? this.cursors.decode(cursor) : null;
    const rows: CursorRow[] = await this.db.query(
      `SELECT p.*, u.username,
              to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_ts
       FROM feed_posts p JOIN users u ON u.id = p.user_id
       WHERE ${after ? '(p.created_at, p.id) < ($3::timestamptz, $4::uuid) AND' : ''} ${visibleToViewer('p', '$2')}
       ORDER BY p.created_at DESC, p.id DESC
       LIMIT $1`,
      after ? [limit + 1, viewerId, ...after] : [limit + 1, viewerId],
    );
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return { posts: page.map(toPost), nextCursor: rows.length > limit && last ? this.cursors.encode(last.cursor_ts, last.id) : null };
  }
}
