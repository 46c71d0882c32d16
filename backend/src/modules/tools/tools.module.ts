import { Module } from '@nestjs/common';

import { JobsModule } from '../jobs/jobs.module';
import { SafetyModule } from '../safety/safety.module';
import { ToolsController } from './tools.controller';

@Module({ imports: [JobsModule, SafetyModule], controllers: [ToolsController] })
export class ToolsModule {}
