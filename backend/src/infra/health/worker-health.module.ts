import { Module } from '@nestjs/common';

import { WorkerHeartbeat } from './worker-heartbeat';

@Module({ providers: [WorkerHeartbeat] })
export class WorkerHealthModule {}
