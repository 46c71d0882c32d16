import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import type { JobResult } from '../../../contracts';
import { ImageProvider } from '../../../infra/ai/image-provider.port';
import { MediaStorage } from '../../../infra/storage/media-storage.port';
import { FaceHold } from '../../jobs/face-hold';
import { generateAndStore, readReference } from '../../jobs/generate-image';
import { type JobContext, type JobHandler, JobHandlerFor } from '../../jobs/job-handler';
import { GirlsRepository } from '../girls.repository';

/** A girl's portrait (wizard, new look; queue: images): becomes her image. A new look keeps the face of the portrait it replaces. */
@Injectable()
@JobHandlerFor('portrait')
export class PortraitJob implements JobHandler<'portrait', { imageUrl: string }> {
  constructor(
    @Inject(ImageProvider) private readonly images: ImageProvider,
    @Inject(MediaStorage) private readonly storage: MediaStorage,
    @Inject(GirlsRepository) private readonly girls: GirlsRepository,
    @Inject(FaceHold) private readonly faceHold: FaceHold,
  ) {}

  async run(ctx: JobContext<'portrait'>) {
    const { girlId, referenceUrl, ...params } = ctx.payload;
    // her current portrait goes to models that take a reference image, and its face onto the new look
    const referenceImage = await readReference(this.storage, referenceUrl);
    return {
      imageUrl: await generateAndStore(
        ctx,
        this.images,
        this.storage,
        { ...params, referenceImage, identity: girlId },
        { face: { hold: this.faceHold, portrait: referenceImage } },
      ),
    };
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
