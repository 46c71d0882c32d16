import { Module } from '@nestjs/common';

import { JobsModule } from '../jobs/jobs.module';
import { ToolsController } from './tools.controller';

@Module({ imports: [JobsModule], controllers: [ToolsController] })
export class ToolsModule {}
