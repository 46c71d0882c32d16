import { Inject, Injectable } from '@nestjs/common';
import type { JobResult } from '../../../contracts';
import { ImageProvider } from '../../../infra/ai/image-provider.port';
import { MediaStorage } from '../../../infra/storage/media-storage.port';
import { generateAndStore, readReference } from '../../jobs/generate-image';
import type { JobContext, JobHandler } from '../../jobs/job-handler';

/** The image tool: text (and an optional reference image) to a picture, private to its owner. */
@Injectable()
export class FluxGenerateJob implements JobHandler<'flux-generate'> {
  readonly kind = 'flux-generate' as const;

  constructor(
    @Inject(ImageProvider) private readonly images: ImageProvider,
    @Inject(MediaStorage) private readonly storage: MediaStorage,
  ) {}

  async run(ctx: JobContext<'flux-generate'>): Promise<JobResult<'flux-generate'>> {
    const { imageUrl, ...params } = ctx.payload;
    const referenceImage = await readReference(this.storage, imageUrl);
    return { imageUrl: await generateAndStore(ctx, this.images, this.storage, { ...params, referenceImage }) };
  }
}
