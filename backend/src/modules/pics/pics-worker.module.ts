import { Module } from '@nestjs/common';

import { FeedDataModule } from '../feed/feed-data.module';
import { GirlsDataModule } from '../girls/girls-data.module';
import { JobsWorkerModule } from '../jobs/jobs-worker.module';
import { PicsJob } from './jobs/pics.job';
import { PicsDataModule } from './pics-data.module';

/** The gallery's job in the worker: a picture of her, posted to the feed (found by its @JobHandlerFor). */
@Module({ imports: [PicsDataModule, GirlsDataModule, FeedDataModule, JobsWorkerModule], providers: [PicsJob] })
export class PicsWorkerModule {}
