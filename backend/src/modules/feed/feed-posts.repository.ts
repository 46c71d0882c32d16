import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import { namedQuery } from '../../infra/database/named-query';
import type { PostRow } from './post.view';
import { visibleToViewer } from './post-visibility';

export type CursorRow = PostRow & { cursor_ts: string };

/** A picture's post, as its job writes it (`shared`: on the public feed, the Pics switch). */
export interface NewPost {
  userId: string;
  girlId: string;
  girlName: string;
  imageUrl: string;
  nsfw: boolean;
  jobId: string;
  shared: boolean;
}

/** What a remove or a report needs of a post, read under its row lock. */
export interface LockedPost {
  id: string;
  image_url: string;
  girl_id: string | null;
  job_id: string | null;
}

/** A page of the feed, from the top or after a cursor's pair: fixed texts, run as named prepared statements. */
const pageSql = (after: boolean) =>
  `SELECT p.id, p.image_url, p.caption, p.girl_name, p.girl_id, p.nsfw, p.created_at, u.public_name AS author,
          to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_ts
   FROM feed_posts p JOIN users u ON u.id = p.user_id
   WHERE ${after ? '(p.created_at, p.id) < ($3::timestamptz, $4::uuid) AND' : ''} p.shared AND ${visibleToViewer('p', '$2')}
   ORDER BY p.created_at DESC, p.id DESC
   LIMIT $1`;
const FIRST_PAGE = pageSql(false);
const NEXT_PAGE = pageSql(true);

/** The one owner of the feed_posts table: the public feed. */
@Injectable()
export class FeedPostsRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /**
   * Up to `limit` posts visible to the viewer, newest first, by keyset (created_at, id) after the
   * cursor's pair; each with its author's public name (if any) and its own cursor pair.
   */
  page(limit: number, after: [string, string] | null, viewerId: string | null): Promise<CursorRow[]> {
    return after
      ? namedQuery<CursorRow>(this.db, 'feed-next-page', NEXT_PAGE, [limit, viewerId, ...after])
      : namedQuery<CursorRow>(this.db, 'feed-first-page', FIRST_PAGE, [limit, viewerId]);
  }

  /** The post each of these jobs made, whether its owner shares it, and whether anyone may see it (reports can hide it from everyone). */
  ofJobs(jobIds: string[]): Promise<{ id: string; job_id: string; shared: boolean; visible: boolean }[]> {
    return this.db.query(
      `SELECT p.id, p.job_id, p.shared, ${visibleToViewer('p', '$2')} AS visible FROM feed_posts p WHERE p.job_id = ANY($1::uuid[])`,
      [jobIds, null],
    );
  }

  /** Keyed by the job id: a retry finds the post it wrote before. Answers it with its author's public name (if any). */
  async addForJob(post: NewPost, m: EntityManager = this.db.manager): Promise<PostRow> {
    const [row]: PostRow[] = await m.query(
      `WITH p AS (
         INSERT INTO feed_posts (user_id, girl_id, girl_name, image_url, caption, nsfw, job_id, shared)
         VALUES ($1, $2, $3, $4, '', $5, $6, $7)
         ON CONFLICT (job_id) DO UPDATE SET job_id = EXCLUDED.job_id RETURNING *)
       SELECT p.*, u.public_name AS author FROM p JOIN users u ON u.id = p.user_id`,
      [post.userId, post.girlId, post.girlName, post.imageUrl, post.nsfw, post.jobId, post.shared],
    );
    return row;
  }

  /** Shares or takes off the feed a post of `userId`'s; null when there is no such post of theirs. */
  async setShared(id: string, userId: string, shared: boolean): Promise<PostRow | null> {
    const rows: PostRow[] = await this.db.query(
      `WITH p AS (UPDATE feed_posts SET shared = $3 WHERE id = $1 AND user_id = $2 RETURNING *)
       SELECT p.*, u.public_name AS author FROM p JOIN users u ON u.id = p.user_id`,
      [id, userId, shared],
    );
    return rows[0] ?? null;
  }

  /** The post, locked until the caller's transaction ends; undefined when there is none. */
  async lockForUpdate(id: string, m: EntityManager): Promise<LockedPost | undefined> {
    const [post]: LockedPost[] = await m.query(
      'SELECT id, image_url, girl_id, job_id FROM feed_posts WHERE id = $1 FOR UPDATE',
      [id],
    );
    return post;
  }

  /** Deletes the post; its reports go with it. */
  async delete(id: string, m: EntityManager = this.db.manager): Promise<void> {
    await m.query('DELETE FROM feed_posts WHERE id = $1', [id]);
  }

  /** Deletes every post of a girl (she is being deleted); their reports go with them. */
  async deleteOfGirl(girlId: string, m: EntityManager): Promise<void> {
    await m.query('DELETE FROM feed_posts WHERE girl_id = $1', [girlId]);
  }

  /** Deletes the posts of a gallery picture (her girl's, showing its file). */
  async deleteOfPicture(girlId: string, imageUrl: string, m: EntityManager = this.db.manager): Promise<void> {
    await m.query('DELETE FROM feed_posts WHERE girl_id = $1 AND image_url = $2', [girlId, imageUrl]);
  }
}
