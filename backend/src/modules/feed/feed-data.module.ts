import { Module } from '@nestjs/common';

import { FeedPostsRepository } from './feed-posts.repository';
import { FeedPosts } from './feed-posts.writer';

/** The feed_posts table, for both processes: FeedPosts for other modules, the repository for this one's own. */
@Module({ providers: [FeedPostsRepository, FeedPosts], exports: [FeedPostsRepository, FeedPosts] })
export class FeedDataModule {}
