import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type IORedis from 'ioredis';
import { AppConfig } from '../../config/app-config';
import type { Message, ServerToClientEvents } from '../../contracts';
import { createRedis } from '../../infra/queue/redis';
import { userRoom } from '../../infra/realtime/realtime.gateway';

/**
 * Pushes a chat message to its owner's sockets from a process without a Socket.IO server (the
 * worker's reconciler ending stale replies): it publishes through the Socket.IO Redis adapter's
 * channel, so every API process delivers it to its own sockets once.
 */
@Injectable()
export class ChatPushService implements OnApplicationShutdown {
  private readonly redis: IORedis;
  private readonly emitter: Emitter<ServerToClientEvents>;

  constructor(@Inject(AppConfig) config: AppConfig) {
    this.redis = createRedis(config.settings.REDIS_URL);
    this.redis.on('error', () => undefined); // reconnects by itself; the queue clients report outages
    this.emitter = new Emitter<ServerToClientEvents>(this.redis, { key: `${config.settings.QUEUE_PREFIX}:socket.io` });
  }

  /** A ChatMessagePush (stale-replies.ts). */
  readonly message = (userId: string, event: { girlId: string; message: Message }): void => {
    this.emitter.to(userRoom(userId)).emit('chat:message', event);
  };

  async onApplicationShutdown() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
