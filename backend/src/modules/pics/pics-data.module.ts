import { Module } from '@nestjs/common';

import { Gallery } from './gallery.writer';
import { PicturesRepository } from './pictures.repository';

/** The pictures table, for both processes: Gallery for other modules, the repository for this one's own. */
@Module({ providers: [PicturesRepository, Gallery], exports: [PicturesRepository, Gallery] })
export class PicsDataModule {}
