import { Module } from '@nestjs/common';

import { RealtimeModule } from '../../infra/realtime/realtime.module';
import { FeedDataModule } from '../feed/feed-data.module';
import { PicsDataModule } from '../pics/pics-data.module';
import { AdminGuard } from './admin.guard';
import { AdminReportsController } from './admin-reports.controller';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';

@Module({
  imports: [RealtimeModule, FeedDataModule, PicsDataModule],
  controllers: [ReportsController, AdminReportsController],
  providers: [ReportsService, ReportsRepository, AdminGuard],
})
export class ReportsModule {}
