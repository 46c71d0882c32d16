import { Module } from '@nestjs/common';

import { MediaSweep } from './media-sweep';

/** The worker's storage duties: the hourly sweep of orphaned media. */
@Module({ providers: [MediaSweep], exports: [MediaSweep] })
export class StorageWorkerModule {}
