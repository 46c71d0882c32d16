import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FeedPage } from '../../contracts';
import { visibleToViewer } from '../reports/post-visibility';
import { toPost, type PostRow } from './post.view';

type CursorRow = PostRow & { cursor_ts: string };

const encode = (ts: string, id: string) => Buffer.from(`${ts}|${id}`).toString('base64url');

function decode(cursor: string): [string, string] {
  const [ts, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!ts || !id || Number.isNaN(Date.parse(ts)) || !/^[0-9a-f-]{36}$/.test(id)) throw new BadRequestException('cursor is not valid');
  return [ts, id];
}

@Injectable()
export class FeedService {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** Newest first, by keyset (created_at, id): pages never skip or repeat while new posts arrive. Reported posts are left out (reports module). */
  async page(limit: number, cursor?: string, viewerId: string | null = null): Promise<FeedPage> {
    const after = cursor ? decode(cursor) : null;
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
    return { posts: page.map(toPost), nextCursor: rows.length > limit && last ? encode(last.cursor_ts, last.id) : null };
  }
}
