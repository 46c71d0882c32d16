import { Module } from '@nestjs/common';

import { FeedController } from './feed.controller';
import { FeedService } from './feed.service';
import { FeedCursors } from './feed-cursor';
import { FeedDataModule } from './feed-data.module';
import { PostSharingController } from './post-sharing.controller';

@Module({
  imports: [FeedDataModule],
  controllers: [FeedController, PostSharingController],
  providers: [FeedService, FeedCursors],
})
export class FeedModule {}
