import { Module } from '@nestjs/common';
import { JobsModule } from '../../modules/jobs/jobs.module';
import { RealtimeGateway } from './realtime.gateway';

@Module({ imports: [JobsModule], providers: [RealtimeGateway], exports: [RealtimeGateway] })
export class RealtimeModule {}
