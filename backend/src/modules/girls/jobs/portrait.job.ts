import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { JobResult } from '../../../contracts';
import { ImageProvider } from '../../../infra/ai/image-provider.port';
import { MediaStorage } from '../../../infra/storage/media-storage.port';
import { generateAndStore } from '../../jobs/generate-image';
import type { JobContext, JobHandler } from '../../jobs/job-handler';

/** A girl's portrait (wizard, new look): becomes her image. */
@Injectable()
export class PortraitJob implements JobHandler<'portrait', { imageUrl: string }> {
  readonly kind = 'portrait' as const;

  constructor(
    @Inject(ImageProvider) private readonly images: ImageProvider,
    @Inject(MediaStorage) private readonly storage: MediaStorage,
  ) {}

  async run(ctx: JobContext<'portrait'>) {
    const { girlId, ...params } = ctx.payload;
    return { imageUrl: await generateAndStore(ctx, this.images, this.storage, { ...params, referenceImage: null, identity: girlId }) };
  }

  async persist(m: EntityManager, ctx: JobContext<'portrait'>, output: { imageUrl: string }): Promise<JobResult<'portrait'>> {
    await m.query('UPDATE girls SET image_url = $2 WHERE id = $1', [ctx.payload.girlId, output.imageUrl]);
    return { imageUrl: output.imageUrl, girlId: ctx.payload.girlId };
  }
}
