import { Module } from '@nestjs/common';

import { FeedDataModule } from '../feed/feed-data.module';
import { GirlsModule } from '../girls/girls.module';
import { JobsModule } from '../jobs/jobs.module';
import { PicsController } from './pics.controller';
import { PicsService } from './pics.service';
import { PicsDataModule } from './pics-data.module';

@Module({
  imports: [PicsDataModule, GirlsModule, JobsModule, FeedDataModule],
  controllers: [PicsController],
  providers: [PicsService],
})
export class PicsModule {}
