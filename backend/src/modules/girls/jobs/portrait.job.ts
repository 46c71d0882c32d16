import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import type { JobResult } from '../../../contracts';
import { GirlPictures } from '../../jobs/generate-image';
import { type JobContext, type JobHandler, JobHandlerFor } from '../../jobs/job-handler';
import { GirlsRepository } from '../girls.repository';

/** A girl's portrait (wizard, new look; queue: images): becomes her image. A new look keeps the face of the portrait it replaces. */
@Injectable()
@JobHandlerFor('portrait')
export class PortraitJob implements JobHandler<'portrait', { imageUrl: string }> {
  constructor(
    @Inject(GirlPictures) private readonly drawing: GirlPictures,
    @Inject(GirlsRepository) private readonly girls: GirlsRepository,
  ) {}

  async run(ctx: JobContext<'portrait'>) {
    return { imageUrl: await this.drawing.draw(ctx, ctx.payload) };
  }

  async persist(
    m: EntityManager,
    ctx: JobContext<'portrait'>,
    output: { imageUrl: string },
  ): Promise<JobResult<'portrait'>> {
    await this.girls.setPortrait(ctx.payload.girlId, output.imageUrl, m);
    return { imageUrl: output.imageUrl, girlId: ctx.payload.girlId };
  }
}
