import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type IORedis from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { REDIS } from './queue.tokens';
import { createRedis } from './redis';

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AppConfig],
      // commands fail at once while Redis is down instead of queueing up (health, throttling)
      useFactory: (config: AppConfig) =>
        createRedis(config.settings.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false }),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: IORedis) {}

  onApplicationShutdown() {
    this.redis.disconnect();
  }
}
