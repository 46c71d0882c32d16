import { Module } from '@nestjs/common';

import { FeedDataModule } from '../feed/feed-data.module';
import { JobsModule } from '../jobs/jobs.module';
import { UsersDataModule } from '../users/users-data.module';
import { GirlRemoval } from './girl-removal.service';
import { GirlsController } from './girls.controller';
import { GirlsService } from './girls.service';
import { GirlsDataModule } from './girls-data.module';

/** Girls (API process): exports GirlsService and, for other modules' reads and writes, GirlRecords. */
@Module({
  imports: [GirlsDataModule, JobsModule, UsersDataModule, FeedDataModule],
  controllers: [GirlsController],
  providers: [GirlsService, GirlRemoval],
  exports: [GirlsService, GirlRemoval, GirlsDataModule],
})
export class GirlsModule {}
