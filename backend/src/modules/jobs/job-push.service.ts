import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type IORedis from 'ioredis';
import { AppConfig } from '../../config/app-config';
import type { JobFailedEvent, ServerToClientEvents } from '../../contracts';

type ChatMessageEvent = Parameters<ServerToClientEvents['chat:message']>[0];
import { createRedis } from '../../infra/queue/redis';
import { userRoom } from '../../infra/realtime/realtime.gateway';

/**
 * Pushes from the worker for jobs that end outside a BullMQ job (the reconciler): through the
 * Socket.IO Redis adapter's channel, so each of the user's sockets on any API process hears it once.
 */
@Injectable()
export class JobPushService implements OnApplicationShutdown {
  private readonly redis: IORedis;
  private readonly emitter: Emitter<ServerToClientEvents>;

  constructor(@Inject(AppConfig) config: AppConfig) {
    this.redis = createRedis(config.settings.REDIS_URL, 'job-push');
    this.emitter = new Emitter<ServerToClientEvents>(this.redis, { key: `${config.settings.QUEUE_PREFIX}:socket.io` });
  }

  jobFailed(userId: string, event: JobFailedEvent): void {
    this.emitter.to(userRoom(userId)).emit('job:failed', event);
  }

  chatMessage(userId: string, event: ChatMessageEvent): void {
    this.emitter.to(userRoom(userId)).emit('chat:message', event);
  }

  async onApplicationShutdown() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
