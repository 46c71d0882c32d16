import { Module } from '@nestjs/common';

import { QueueModule } from '../../infra/queue/queue.module';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';

/** The API side of the pipeline: job records over the queue producer and the queues' events. */
@Module({
  imports: [QueueModule],
  controllers: [JobsController],
  providers: [JobsService],
  exports: [JobsService, QueueModule],
})
export class JobsModule {}
