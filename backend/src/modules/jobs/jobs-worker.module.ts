import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ChatPictureJob } from '../chat/jobs/chat-picture.job';
import { PortraitJob } from '../girls/jobs/portrait.job';
import { PicsJob } from '../pics/jobs/pics.job';
import { FluxGenerateJob } from '../tools/jobs/flux-generate.job';
import { FaceSwapJob, GifGenerateJob, MEDIA_JOBS, RemoveBackgroundJob, UpscaleJob, VideoGenerateJob } from '../tools/jobs/media.jobs';
import { JOB_HANDLERS, type JobHandlers } from './job-handler';
import { JobPushService } from './job-push.service';
import { JobReconcilerService } from './job-reconciler.service';
import { JobRunnerService } from './job-runner.service';
import { RECONCILE_SWEEPS, type ReconcileSweep } from './reconcile-sweep';
import { StrandedJobsSweep } from './stranded-jobs.sweep';

const HANDLERS = [FluxGenerateJob, PortraitJob, PicsJob, ChatPictureJob, ...MEDIA_JOBS];

/** The worker side of the pipeline: every kind of the job catalogue has its handler here, and the reconciler. */
@Module({
  providers: [
    ...HANDLERS,
    {
      provide: JOB_HANDLERS,
      inject: HANDLERS,
      useFactory: (
        fluxGenerate: FluxGenerateJob,
        portrait: PortraitJob,
        pics: PicsJob,
        chatPicture: ChatPictureJob,
        video: VideoGenerateJob,
        gif: GifGenerateJob,
        faceSwap: FaceSwapJob,
        removeBackground: RemoveBackgroundJob,
        upscale: UpscaleJob,
      ): JobHandlers => ({
        'flux-generate': fluxGenerate,
        portrait,
        pics,
        'chat-picture': chatPicture,
        'video-generate': video,
        'gif-generate': gif,
        'face-swap': faceSwap,
        'remove-background': removeBackground,
        upscale,
      }),
    },
    JobRunnerService,
    JobPushService,
    StrandedJobsSweep,
    {
      // more sweeps for the reconciler's passes (run after the stranded jobs), one line each, e.g.
      // { name: 'stale chat replies', run: () => endStaleReplies(db, push) },
      provide: RECONCILE_SWEEPS,
      inject: [DataSource, JobPushService],
      useFactory: (db: DataSource, push: JobPushService): ReconcileSweep[] => {
        void db;
        void push;
        return [];
      },
    },
    JobReconcilerService,
  ],
})
export class JobsWorkerModule {}
