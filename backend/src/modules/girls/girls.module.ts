import { Module } from '@nestjs/common';

import { JobsModule } from '../jobs/jobs.module';
import { GirlsController } from './girls.controller';
import { GirlsService } from './girls.service';

@Module({ imports: [JobsModule], controllers: [GirlsController], providers: [GirlsService], exports: [GirlsService] })
export class GirlsModule {}
