import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import type IORedis from 'ioredis';

import { AppConfig } from '../../config/app-config';
import { JobEventsService } from './job-events.service';
import { PRODUCER_REDIS, ProducerRedisModule } from './producer-redis.module';
import { QUEUE_NAMES, QueueService } from './queue.service';
import { JOB_ATTEMPTS } from './queued-job';

/**
 * The API side of the queues: the producer (the queues through @nestjs/bullmq, on the producer's
 * fail-fast client) and every queue's events.
 */
@Module({
  imports: [
    BullModule.registerQueueAsync(
      ...QUEUE_NAMES.map((name) => ({
        name,
        imports: [ProducerRedisModule],
        inject: [AppConfig, PRODUCER_REDIS],
        useFactory: (config: AppConfig, connection: IORedis) => ({
          connection,
          prefix: config.settings.QUEUE_PREFIX,
          defaultJobOptions: {
            attempts: JOB_ATTEMPTS,
            backoff: { type: 'exponential', delay: 1000 },
            removeOnComplete: { age: 3600, count: 5000 },
            removeOnFail: { age: 24 * 3600 },
          },
        }),
      })),
    ),
  ],
  providers: [QueueService, JobEventsService],
  exports: [QueueService, JobEventsService],
})
export class QueueModule {}
