import { Inject, Injectable } from '@nestjs/common';

import type { FeedPage } from '../../contracts';
import { FeedCursors } from './feed-cursor';
import { FeedPostsRepository } from './feed-posts.repository';
import { toPost } from './post.view';

@Injectable()
export class FeedService {
  constructor(
    @Inject(FeedPostsRepository) private readonly posts: FeedPostsRepository,
    @Inject(FeedCursors) private readonly cursors: FeedCursors,
  ) {}

  /**
   * Newest first, by keyset (created_at, id): pages never skip or repeat while new posts arrive.
   * Reported posts are left out (reports module); the cursor is one this API signed, or 400.
   */
  async page(limit: number, cursor?: string, viewerId: string | null = null): Promise<FeedPage> {
    const after = cursor !== undefined ? this.cursors.decode(cursor) : null;
    // one more than asked: its presence says whether there is a next page
    const rows = await this.posts.page(limit + 1, after, viewerId);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      posts: page.map(toPost),
      nextCursor: rows.length > limit && last ? this.cursors.encode(last.cursor_ts, last.id) : null,
    };
  }
}
