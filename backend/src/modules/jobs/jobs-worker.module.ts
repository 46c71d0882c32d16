import { Module } from '@nestjs/common';
import { FluxGenerateJob } from '../tools/jobs/flux-generate.job';
import { JOB_HANDLERS, type JobHandlers } from './job-handler';
import { JobRunnerService } from './job-runner.service';

/** The worker side of the pipeline: every kind of the job catalogue has its handler here. */
@Module({
  providers: [
    FluxGenerateJob,
    {
      provide: JOB_HANDLERS,
      inject: [FluxGenerateJob],
      useFactory: (fluxGenerate: FluxGenerateJob): JobHandlers => ({ 'flux-generate': fluxGenerate }),
    },
    JobRunnerService,
  ],
})
export class JobsWorkerModule {}
