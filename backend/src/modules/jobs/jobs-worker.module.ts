import { Module } from '@nestjs/common';
import type { JobKind } from '../../contracts';
import { PredictionCanceller } from '../../infra/ai/replicate/prediction-canceller';
import { ChatPictureJob } from '../chat/jobs/chat-picture.job';
import { PortraitJob } from '../girls/jobs/portrait.job';
import { PicsJob } from '../pics/jobs/pics.job';
import { FluxGenerateJob } from '../tools/jobs/flux-generate.job';
import { FaceSwapJob, GifGenerateJob, MEDIA_JOBS, RemoveBackgroundJob, UpscaleJob, VideoGenerateJob } from '../tools/jobs/media.jobs';
import { FaceHold } from './face-hold';
import { JOB_HANDLERS, type JobHandlers, type RegisteredHandler } from './job-handler';
import { JobRunnerService } from './job-runner.service';

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

/** The worker side of the pipeline: every kind of the job catalogue has its handler here. */
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
  ],
})
export class JobsWorkerModule {}
