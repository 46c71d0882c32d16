import { Module } from '@nestjs/common';

import { JobEventsService } from './job-events.service';
import { QueueService } from './queue.service';

/** The API side of the queues: the producer and every queue's events. */
@Module({ providers: [QueueService, JobEventsService], exports: [QueueService, JobEventsService] })
export class QueueModule {}
