import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';

import { AppConfig } from '../../config/app-config';
import { reconnectingOptions } from './redis';

/**
 * The worker's queues through @nestjs/bullmq: our Redis and key prefix for every queue and worker
 * (each makes its own clients, reconnecting forever). Modules register their queues and processors.
 */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        connection: reconnectingOptions(config.settings.REDIS_URL),
        prefix: config.settings.QUEUE_PREFIX,
      }),
    }),
  ],
})
export class WorkerQueuesModule {}
