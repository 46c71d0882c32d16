import { Module } from '@nestjs/common';

import { ToolJob } from './tool.job';
import { ToolsWarmService } from './tools-warm.service';

/**
 * The tools' jobs in the worker: ToolJob runs every tool of the catalogue (found by its @JobHandlersFor);
 * ToolsWarmService loads their on-device models at boot.
 */
@Module({ providers: [ToolJob, ToolsWarmService] })
export class ToolsWorkerModule {}
