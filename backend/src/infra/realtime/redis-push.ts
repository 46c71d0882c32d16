import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type IORedis from 'ioredis';

import { AppConfig } from '../../config/app-config';
import type { ServerToClientEvents } from '../../contracts';
import { createRedis } from '../queue/redis';
import { type PushData, type PushEvent, PushPort, userRoom } from './push.port';
import { socketChannel } from './redis-io.adapter';

/**
 * The worker's push (it has no Socket.IO server): published on the Redis adapter's channel, so each
 * socket of the user on any API process hears it once. One emitter, one connection, for the process.
 */
@Injectable()
export class RedisPush extends PushPort implements OnApplicationShutdown {
  private readonly redis: IORedis;
  private readonly emitter: Emitter<ServerToClientEvents>;

  constructor(@Inject(AppConfig) config: AppConfig) {
    super();
    this.redis = createRedis(config.settings.REDIS_URL, 'push');
    this.emitter = new Emitter<ServerToClientEvents>(this.redis, { key: socketChannel(config.settings.QUEUE_PREFIX) });
  }

  toUser<E extends PushEvent>(userId: string, event: E, data: PushData<E>): void {
    this.emitter.to(userRoom(userId)).emit(event, ...([data] as Parameters<ServerToClientEvents[E]>));
  }

  toEveryone<E extends PushEvent>(event: E, data: PushData<E>): void {
    this.emitter.emit(event, ...([data] as Parameters<ServerToClientEvents[E]>));
  }

  async onApplicationShutdown() {
    // quit sends what is still queued before closing
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
