import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type IORedis from 'ioredis';

import { AppConfig } from '../../config/app-config';
import { REDIS } from './queue.tokens';
import { createRequestRedis } from './redis';

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AppConfig],
      // commands fail at once while Redis is down instead of queueing up (health, throttling)
      useFactory: (config: AppConfig) => createRequestRedis(config.settings.REDIS_URL, 'requests'),
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
