import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobKind } from '../../contracts';
import { PredictionCanceller } from '../../infra/ai/replicate/prediction-canceller';
import { endStaleReplies } from '../chat/stale-replies';
import { ChatPictureJob } from '../chat/jobs/chat-picture.job';
import { PortraitJob } from '../girls/jobs/portrait.job';
import { PicsJob } from '../pics/jobs/pics.job';
import { FluxGenerateJob } from '../tools/jobs/flux-generate.job';
import { FaceSwapJob, GifGenerateJob, MEDIA_JOBS, RemoveBackgroundJob, UpscaleJob, VideoGenerateJob } from '../tools/jobs/media.jobs';
import { FaceHold } from './face-hold';
import { JOB_HANDLERS, type JobHandlers, type RegisteredHandler } from './job-handler';
import { JobPushService } from './job-push.service';
import { JobReconcilerService } from './job-reconciler.service';
import { JobRunnerService } from './job-runner.service';
import { RECONCILE_SWEEPS, type ReconcileSweep } from './reconcile-sweep';
import { StrandedJobsSweep } from './stranded-jobs.sweep';

const HANDLERS = [FluxGenerateJob, PortraitJob, PicsJob, ChatPictureJob, ...MEDIA_JOBS];

/** The handler, whose final failure also cancels the job's prediction (one left running would still be billed). */
function cancellingPrediction<K extends JobKind>(handler: RegisteredHandler<K>, predictions: PredictionCanceller): RegisteredHandler<K> {
  const own = handler.onFinalFailure?.bind(handler);
  return Object.assign(Object.create(handler) as RegisteredHandler<K>, {
    onFinalFailure: async (...[m, ctx, error]: Parameters<NonNullable<RegisteredHandler<K>['onFinalFailure']>>) => {
      await own?.(m, ctx, error);
      await predictions.jobGivenUp(m, ctx.jobId);
    },
  });
}

function withCancel(handlers: JobHandlers, predictions: PredictionCanceller): JobHandlers {
  const wrap = <K extends JobKind>(kind: K) => cancellingPrediction(handlers[kind], predictions);
  return Object.fromEntries((Object.keys(handlers) as JobKind[]).map((kind) => [kind, wrap(kind)])) as JobHandlers;
}

/** The worker side of the pipeline: every kind of the job catalogue has its handler here, and the reconciler. */
@Module({
  providers: [
    FaceHold,
    ...HANDLERS,
    {
      provide: JOB_HANDLERS,
      inject: [PredictionCanceller, ...HANDLERS],
      useFactory: (
        predictions: PredictionCanceller,
        fluxGenerate: FluxGenerateJob,
        portrait: PortraitJob,
        pics: PicsJob,
        chatPicture: ChatPictureJob,
        video: VideoGenerateJob,
        gif: GifGenerateJob,
        faceSwap: FaceSwapJob,
        removeBackground: RemoveBackgroundJob,
        upscale: UpscaleJob,
      ): JobHandlers =>
        withCancel(
          {
            'flux-generate': fluxGenerate,
            portrait,
            pics,
            'chat-picture': chatPicture,
            'video-generate': video,
            'gif-generate': gif,
            'face-swap': faceSwap,
            'remove-background': removeBackground,
            upscale,
          },
          predictions,
        ),
    },
    JobRunnerService,
    JobPushService,
    StrandedJobsSweep,
    {
      // more sweeps for the reconciler's passes (run after the stranded jobs), one line each
      provide: RECONCILE_SWEEPS,
      inject: [DataSource, JobPushService],
      useFactory: (db: DataSource, push: JobPushService): ReconcileSweep[] => [
        { name: 'stale chat replies', run: () => endStaleReplies(db, (userId, event) => push.chatMessage(userId, event)) },
      ],
    },
    JobReconcilerService,
  ],
})
export class JobsWorkerModule {}
