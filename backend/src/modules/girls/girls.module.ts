import { Module } from '@nestjs/common';
import { GirlsController } from './girls.controller';
import { GirlsService } from './girls.service';

@Module({ controllers: [GirlsController], providers: [GirlsService] })
export class GirlsModule {}
