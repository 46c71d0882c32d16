import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type IORedis from 'ioredis';
import { AppConfig } from '../../config/app-config';
import type { ServerToClientEvents, SubscriptionUpdatedEvent } from '../../contracts';
import { createRedis } from '../../infra/queue/redis';
import { userRoom } from '../../infra/realtime/realtime.gateway';

/**
 * Tells a user's sockets that a payment extended the subscription. It publishes through the Socket.IO
 * Redis adapter's channel, so it works from the worker (which has no Socket.IO server) and reaches the
 * sockets of every API process once.
 */
@Injectable()
export class SubscriptionPushService implements OnApplicationShutdown {
  private readonly redis: IORedis;
  private readonly emitter: Emitter<ServerToClientEvents>;

  constructor(@Inject(AppConfig) config: AppConfig) {
    this.redis = createRedis(config.settings.REDIS_URL, 'subscription-push');
    this.emitter = new Emitter<ServerToClientEvents>(this.redis, { key: `${config.settings.QUEUE_PREFIX}:socket.io` });
  }

  subscriptionUpdated(userId: string, event: SubscriptionUpdatedEvent): void {
    this.emitter.to(userRoom(userId)).emit('subscription:updated', event);
  }

  async onApplicationShutdown() {
    // quit sends what is still queued before closing
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
