import { Module } from '@nestjs/common';

import { QueueModule } from '../../infra/queue/queue.module';
import { WebPushSender } from '../../infra/webpush/web-push.sender';
import { JobNotifierService } from './job-notifier.service';
import { PushController } from './push.controller';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';
import { PushSubscriptionsService } from './push-subscriptions.service';

/** Web Push (API side): the subscriptions of each account's browsers, and the notification of a finished job. */
@Module({
  imports: [QueueModule],
  controllers: [PushController],
  providers: [PushSubscriptionsRepository, PushSubscriptionsService, WebPushSender, JobNotifierService],
})
export class WebPushModule {}
