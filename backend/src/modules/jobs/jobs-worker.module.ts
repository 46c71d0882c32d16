import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';

import { QUEUE_NAMES } from '../../infra/queue/queue.service';
import { FaceHold } from './face-hold';
import { GirlPictures } from './generate-image';
import { JobHandlers } from './job-handlers';
import { JobReconcilerService, MAINTENANCE_QUEUE } from './job-reconciler.service';
import { JobRunnerService } from './job-runner.service';
import { JobsDataModule } from './jobs-data.module';
import { QUEUE_PROCESSORS } from './queue-processors';
import { StrandedJobsSweep } from './stranded-jobs.sweep';

/**
 * The worker side of the pipeline: a processor per queue, the runner and the reconciler. It names no
 * job: every kind's handler is a provider of its own module's worker module, marked @JobHandlerFor
 * (found at boot by JobHandlers), and more reconciler sweeps are marked @ReconcileSweepProvider.
 * Exports the drawing the picture jobs share (GirlPictures, with its FaceHold).
 */
@Module({
  imports: [
    DiscoveryModule,
    JobsDataModule,
    BullModule.registerQueue(...[...QUEUE_NAMES, MAINTENANCE_QUEUE].map((name) => ({ name }))),
  ],
  providers: [
    FaceHold,
    GirlPictures,
    JobHandlers,
    JobRunnerService,
    ...QUEUE_PROCESSORS,
    StrandedJobsSweep,
    JobReconcilerService,
  ],
  exports: [GirlPictures, FaceHold],
})
export class JobsWorkerModule {}
