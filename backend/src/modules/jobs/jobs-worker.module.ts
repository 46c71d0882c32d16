import { Module } from '@nestjs/common';
import { ChatPictureJob } from '../chat/jobs/chat-picture.job';
import { PortraitJob } from '../girls/jobs/portrait.job';
import { PicsJob } from '../pics/jobs/pics.job';
import { FluxGenerateJob } from '../tools/jobs/flux-generate.job';
import { JOB_HANDLERS, type JobHandlers } from './job-handler';
import { JobRunnerService } from './job-runner.service';

const HANDLERS = [FluxGenerateJob, PortraitJob, PicsJob, ChatPictureJob];

/** The worker side of the pipeline: every kind of the job catalogue has its handler here. */
@Module({
  providers: [
    ...HANDLERS,
    {
      provide: JOB_HANDLERS,
      inject: HANDLERS,
      useFactory: (fluxGenerate: FluxGenerateJob, portrait: PortraitJob, pics: PicsJob, chatPicture: ChatPictureJob): JobHandlers => ({
        'flux-generate': fluxGenerate,
        portrait,
        pics,
        'chat-picture': chatPicture,
      }),
    },
    JobRunnerService,
  ],
})
export class JobsWorkerModule {}
