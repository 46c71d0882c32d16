import { Module } from '@nestjs/common';

import { QueueModule } from '../../infra/queue/queue.module';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';
import { JobsDataModule } from './jobs-data.module';

/** The API side of the pipeline: job records over the queue producer and the queues' events. */
@Module({
  imports: [QueueModule, JobsDataModule],
  controllers: [JobsController],
  providers: [JobsService],
  exports: [JobsService, QueueModule],
})
export class JobsModule {}
