import { Module } from '@nestjs/common';

import { GirlRecords } from './girl-records.writer';
import { GirlsRepository } from './girls.repository';

/**
 * The girls table, for both processes. Other modules call GirlRecords (or GirlsService); the
 * repository is exported for this module's own services and jobs only (dependency-cruiser keeps every
 * other folder from importing it).
 */
@Module({ providers: [GirlsRepository, GirlRecords], exports: [GirlsRepository, GirlRecords] })
export class GirlsDataModule {}
