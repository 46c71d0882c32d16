import { Module } from '@nestjs/common';

import { ToolJob } from './tool.job';

/** The tools' jobs in the worker: ToolJob runs every tool of the catalogue (found by its @JobHandlersFor). */
@Module({ providers: [ToolJob] })
export class ToolsWorkerModule {}
