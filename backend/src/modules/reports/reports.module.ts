import { Module } from '@nestjs/common';

import { RealtimeModule } from '../../infra/realtime/realtime.module';
import { AdminGuard } from './admin.guard';
import { AdminReportsController } from './admin-reports.controller';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

@Module({
  imports: [RealtimeModule],
  controllers: [ReportsController, AdminReportsController],
  providers: [ReportsService, AdminGuard],
})
export class ReportsModule {}
