import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';

import { QUEUE_NAMES } from '../../infra/queue/queue.service';
import { PushPort } from '../../infra/realtime/push.port';
import { ChatMessagesRepository } from '../chat/chat-messages.repository';
import { ChatPictureJob } from '../chat/jobs/chat-picture.job';
import { endStaleReplies } from '../chat/stale-replies';
import { PortraitJob } from '../girls/jobs/portrait.job';
import { PicsJob } from '../pics/jobs/pics.job';
import { ToolJob } from '../tools/tool.job';
import { FaceHold } from './face-hold';
import { GirlPictures } from './generate-image';
import { JobHandlers } from './job-handlers';
import { JobReconcilerService, MAINTENANCE_QUEUE } from './job-reconciler.service';
import { JobRunnerService } from './job-runner.service';
import { QUEUE_PROCESSORS } from './queue-processors';
import { RECONCILE_SWEEPS, type ReconcileSweep } from './reconcile-sweep';
import { StrandedJobsSweep } from './stranded-jobs.sweep';

/** Every kind of the job catalogue has its handler here (found by its @JobHandlerFor at boot); ToolJob runs every tool. */
export const JOB_HANDLER_CLASSES = [PortraitJob, PicsJob, ChatPictureJob, ToolJob];

/** The worker side of the pipeline: a processor per queue, the job handlers, and the reconciler. */
@Module({
  imports: [
    DiscoveryModule,
    BullModule.registerQueue(...[...QUEUE_NAMES, MAINTENANCE_QUEUE].map((name) => ({ name }))),
  ],
  providers: [
    FaceHold,
    GirlPictures,
    ...JOB_HANDLER_CLASSES,
    JobHandlers,
    JobRunnerService,
    ...QUEUE_PROCESSORS,
    StrandedJobsSweep,
    {
      // more sweeps for the reconciler's passes (run after the stranded jobs), one line each
      provide: RECONCILE_SWEEPS,
      inject: [ChatMessagesRepository, PushPort],
      useFactory: (messages: ChatMessagesRepository, push: PushPort): ReconcileSweep[] => [
        {
          name: 'stale chat replies',
          run: () => endStaleReplies(messages, (userId, event) => push.toUser(userId, 'chat:message', event)),
        },
      ],
    },
    JobReconcilerService,
  ],
})
export class JobsWorkerModule {}
