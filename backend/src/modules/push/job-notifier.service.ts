import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type IORedis from 'ioredis';

import { AppConfig } from '../../config/app-config';
import type { JobCompletedEvent } from '../../contracts';
import { JobEventsService } from '../../infra/queue/job-events.service';
import { REDIS } from '../../infra/queue/queue.tokens';
import { SocketPresence } from '../../infra/realtime/socket-presence';
import { WebPushSender } from '../../infra/webpush/web-push.sender';
import { jobNotification } from './job-notification';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';

/** How long the claim on a job's notification is kept (a repeated completion event within it sends nothing). */
const CLAIM_SECONDS = 24 * 3600;

/**
 * Web Push of a finished job, for a user with no socket open: one more way a job's end reaches its
 * owner, never instead of the socket event. Every API process hears each completion (JobEventsService);
 * the first to claim the job in Redis sends, the others do nothing. It sends only when the user has
 * subscriptions and no socket on any API process (SocketPresence asks them all), to each of them; a
 * subscription the push service no longer knows is deleted. All of it runs after the socket event
 * went out, and a failure is only logged: the job has already ended.
 */
@Injectable()
export class JobNotifierService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('JobNotifier');
  private readonly claimPrefix: string;

  private readonly onCompleted = (userId: string, event: JobCompletedEvent) => {
    // the socket event of this completion is emitted right after this listener returns: start later
    setImmediate(() => {
      this.notify(userId, event).catch((err: Error) =>
        this.logger.warn(`job ${event.jobId}: notification not sent: ${err.message}`),
      );
    });
  };

  constructor(
    @Inject(AppConfig) config: AppConfig,
    @Inject(JobEventsService) private readonly jobEvents: JobEventsService,
    @Inject(SocketPresence) private readonly presence: SocketPresence,
    @Inject(PushSubscriptionsRepository) private readonly subscriptions: PushSubscriptionsRepository,
    @Inject(WebPushSender) private readonly sender: WebPushSender,
    @Inject(REDIS) private readonly redis: IORedis,
  ) {
    this.claimPrefix = `${config.settings.QUEUE_PREFIX}:webpush:job:`;
  }

  onModuleInit() {
    if (this.sender.publicKey) this.jobEvents.on('completed', this.onCompleted);
  }

  onModuleDestroy() {
    this.jobEvents.off('completed', this.onCompleted);
  }

  async notify(userId: string, event: JobCompletedEvent): Promise<void> {
    const claimed = await this.redis.set(this.claimPrefix + event.jobId, '1', 'EX', CLAIM_SECONDS, 'NX');
    if (claimed !== 'OK') return;
    const targets = await this.subscriptions.ofUser(userId);
    if (targets.length === 0 || (await this.presence.hasSockets(userId))) return;
    const payload = jobNotification(event);
    await Promise.all(
      targets.map(async (target) => {
        if ((await this.sender.send(target, payload)) === 'gone') await this.subscriptions.removeGone(target.id);
      }),
    );
  }
}
