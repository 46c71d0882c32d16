import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';

import { AuthModule } from '../auth/auth.module';
import { JobsModule } from '../jobs/jobs.module';
import { HealthController } from './health.controller';
import { JobMetrics } from './job-metrics.service';
import { MetricsController } from './metrics.controller';
import { PublicController } from './public.controller';
import { QueueDashboard } from './queue-dashboard';

/** Health (readiness, liveness), the public run-time settings, Prometheus figures and the queue dashboard (API process). */
@Module({
  imports: [TerminusModule.forRoot({ logger: false }), JobsModule, AuthModule],
  controllers: [HealthController, MetricsController, PublicController],
  providers: [JobMetrics, QueueDashboard],
})
export class HealthModule {}
