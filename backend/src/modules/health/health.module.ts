import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';

import { AuthModule } from '../auth/auth.module';
import { GirlsDataModule } from '../girls/girls-data.module';
import { JobsModule } from '../jobs/jobs.module';
import { PicsDataModule } from '../pics/pics-data.module';
import { UsersDataModule } from '../users/users-data.module';
import { HealthController } from './health.controller';
import { JobMetrics } from './job-metrics.service';
import { MetricsController } from './metrics.controller';
import { PublicController } from './public.controller';
import { QueueDashboard } from './queue-dashboard';
import { StatsController } from './stats.controller';

/** Health (readiness, liveness), the public run-time settings and counts, Prometheus figures and the queue dashboard (API process). */
@Module({
  imports: [
    TerminusModule.forRoot({ logger: false }),
    JobsModule,
    AuthModule,
    UsersDataModule,
    GirlsDataModule,
    PicsDataModule,
  ],
  controllers: [HealthController, MetricsController, PublicController, StatsController],
  providers: [JobMetrics, QueueDashboard],
})
export class HealthModule {}
