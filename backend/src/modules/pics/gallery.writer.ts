import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { PicturesRepository } from './pictures.repository';

/** What other modules may do to the pictures table: a removed post takes its gallery picture along; the stats count them. */
@Injectable()
export class Gallery {
  constructor(@Inject(PicturesRepository) private readonly pictures: PicturesRepository) {}

  count(): Promise<number> {
    return this.pictures.count();
  }

  /** Deletes the gallery picture a feed post shows, in the caller's transaction. */
  deleteOfPost(m: EntityManager, post: { job_id: string | null; girl_id: string | null; image_url: string }) {
    return this.pictures.deleteOfPost(post, m);
  }
}
