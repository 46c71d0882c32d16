import { Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type IORedis from 'ioredis';

import { AppConfig } from '../../config/app-config';
import { createRequestRedis } from './redis';

/** An add that takes longer than this answers 503 (and the job is withdrawn). */
export const ADD_TIMEOUT_MS = 1500;

/** Injection token of the producer's Redis client, shared by the API's queues. */
export const PRODUCER_REDIS = Symbol('PRODUCER_REDIS');

/**
 * The client the API's queues add jobs through: a person waits on every add, so no offline queue and
 * commands that fail within ADD_TIMEOUT_MS while Redis is down (an add queued offline would run after
 * its request answered 503 and its job was withdrawn). BullMQ leaves a client it is given open: closed here.
 */
@Module({
  providers: [
    {
      provide: PRODUCER_REDIS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        createRequestRedis(config.settings.REDIS_URL, 'queue-producer', ADD_TIMEOUT_MS),
    },
  ],
  exports: [PRODUCER_REDIS],
})
export class ProducerRedisModule implements OnApplicationShutdown {
  constructor(@Inject(PRODUCER_REDIS) private readonly connection: IORedis) {}

  onApplicationShutdown() {
    this.connection.disconnect();
  }
}
