import { Module } from '@nestjs/common';
import { JobEventsService } from '../../infra/queue/job-events.service';
import { QueueService } from '../../infra/queue/queue.service';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';

/** The API side of the pipeline: queue producer, queue events, job records. */
@Module({
  controllers: [JobsController],
  providers: [QueueService, JobEventsService, JobsService],
  exports: [JobsService, JobEventsService, QueueService],
})
export class JobsModule {}
