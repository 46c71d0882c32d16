import { Module } from '@nestjs/common';
import { ChatPictureJob } from '../chat/jobs/chat-picture.job';
import { PortraitJob } from '../girls/jobs/portrait.job';
import { PicsJob } from '../pics/jobs/pics.job';
import { FluxGenerateJob } from '../tools/jobs/flux-generate.job';
import { FaceSwapJob, GifGenerateJob, MEDIA_JOBS, RemoveBackgroundJob, UpscaleJob, VideoGenerateJob } from '../tools/jobs/media.jobs';
import { FaceHold } from './face-hold';
import { JOB_HANDLERS, type JobHandlers } from './job-handler';
import { JobRunnerService } from './job-runner.service';

const HANDLERS = [FluxGenerateJob, PortraitJob, PicsJob, ChatPictureJob, ...MEDIA_JOBS];

/** The worker side of the pipeline: every kind of the job catalogue has its handler here. */
@Module({
  providers: [
    FaceHold,
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
  ],
})
export class JobsWorkerModule {}
