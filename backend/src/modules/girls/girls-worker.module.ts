import { Module } from '@nestjs/common';

import { JobsWorkerModule } from '../jobs/jobs-worker.module';
import { GirlsDataModule } from './girls-data.module';
import { PortraitJob } from './jobs/portrait.job';

/** The girls' job in the worker: her portrait (found by its @JobHandlerFor). */
@Module({ imports: [GirlsDataModule, JobsWorkerModule], providers: [PortraitJob] })
export class GirlsWorkerModule {}
