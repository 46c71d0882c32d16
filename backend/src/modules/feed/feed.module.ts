import { Module } from '@nestjs/common';
import { FeedCursors } from './feed-cursor';
import { FeedController } from './feed.controller';
import { FeedService } from './feed.service';

@Module({ controllers: [FeedController], providers: [FeedService, FeedCursors] })
export class FeedModule {}
