import { Module } from '@nestjs/common';

import { SessionReader } from '../../infra/http/body-gate';
import { SessionsService } from '../auth/sessions.service';
import { JobsModule } from '../jobs/jobs.module';
import { ToolsController } from './tools.controller';

/** Binds infra's SessionReader (the large-body gate: infra/http/body-gate.ts) to the auth module's sessions. */
@Module({
  imports: [JobsModule],
  controllers: [ToolsController],
  providers: [{ provide: SessionReader, useExisting: SessionsService }],
})
export class ToolsModule {}
