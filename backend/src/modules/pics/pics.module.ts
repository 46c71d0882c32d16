import { Module } from '@nestjs/common';

import { GirlsModule } from '../girls/girls.module';
import { JobsModule } from '../jobs/jobs.module';
import { PicsController } from './pics.controller';
import { PicsService } from './pics.service';

@Module({ imports: [GirlsModule, JobsModule], controllers: [PicsController], providers: [PicsService] })
export class PicsModule {}
