import { Inject, Injectable } from '@nestjs/common';
import type { JobResult } from '../../../contracts';
import { ImageProvider } from '../../../infra/ai/image-provider.port';
import { MediaStorage } from '../../../infra/storage/media-storage.port';
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
    const p = ctx.payload;
    await ctx.progress(5, 'starting');
    const referenceImage = p.imageUrl ? await this.storage.read(p.imageUrl) : null;
    const image = await this.images.generate(
      { prompt: p.prompt, aspectRatio: p.aspectRatio, steps: p.steps, guidance: p.guidance, interval: p.interval, referenceImage, seed: ctx.jobId },
      (progress, stage) => ctx.progress(Math.min(90, Math.max(5, progress)), stage),
    );
    await ctx.progress(95, 'saving');
    return { imageUrl: await this.storage.put(image.data, image.type) };
  }
}
