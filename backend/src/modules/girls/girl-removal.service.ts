import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { MESSAGES } from '../../contracts';
import { MediaRefs } from '../../infra/storage/media-refs.repository';
import { FeedPosts } from '../feed/feed-posts.writer';
import { GirlsRepository } from './girls.repository';

/**
 * Deletes a girl for her owner: her row (her pictures, everyone's chats and memories with her go
 * with it), her feed posts, and then the files no other row still holds. A job of hers still
 * running finds her gone and stores nothing (its file is swept with the orphans).
 */
@Injectable()
export class GirlRemoval {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(GirlsRepository) private readonly girls: GirlsRepository,
    @Inject(FeedPosts) private readonly posts: FeedPosts,
    @Inject(MediaRefs) private readonly media: MediaRefs,
  ) {}

  async delete(ownerId: string, id: string): Promise<void> {
    const files = await this.db.transaction(async (m) => {
      if (!(await this.girls.lockOwned(id, ownerId, m))) throw new NotFoundException(MESSAGES.girlNotFound);
      const urls = await this.media.ofGirl(id, m);
      await this.posts.deleteOfGirl(m, id);
      await this.girls.deleteIn(id, m);
      return urls;
    });
    for (const url of files) await this.media.release(url);
  }

  /** Every girl of an account (its deletion), each as her owner would delete her. */
  async deleteAllOf(ownerId: string): Promise<void> {
    for (const girl of await this.girls.ownedBy(ownerId)) await this.delete(ownerId, girl.id);
  }
}
