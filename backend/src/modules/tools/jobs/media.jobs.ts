import { Inject, Injectable } from '@nestjs/common';
import type { JobKind, JobResult } from '../../../contracts';
import { ImageProvider, type GeneratedMedia } from '../../../infra/ai/image-provider.port';
import { MediaTools } from '../../../infra/ai/media-tools.port';
import { MediaStorage } from '../../../infra/storage/media-storage.port';
import { generateAndStore } from '../../jobs/generate-image';
import type { JobContext, JobHandler } from '../../jobs/job-handler';
import { toolImagePrompt } from '../../girls/prompts';

/** Runs a media tool with progress mapped to 5..90, then stores its output. */
async function runTool<K extends JobKind>(ctx: JobContext<K>, storage: MediaStorage, tool: (progress: (p: number, stage: string) => Promise<void>) => Promise<GeneratedMedia>) {
  await ctx.progress(5, 'starting');
  const media = await tool((p, stage) => ctx.progress(Math.min(90, Math.max(5, Math.round(p))), stage));
  await ctx.progress(95, 'saving');
  return storage.put(media.data, media.type);
}

@Injectable()
export class VideoGenerateJob implements JobHandler<'video-generate'> {
  readonly kind = 'video-generate' as const;
  constructor(@Inject(MediaTools) private readonly tools: MediaTools, @Inject(MediaStorage) private readonly storage: MediaStorage) {}

  async run(ctx: JobContext<'video-generate'>): Promise<JobResult<'video-generate'>> {
    const { prompt, negativePrompt, imageUrl } = ctx.payload;
    const image = await this.storage.read(imageUrl);
    return { videoUrl: await runTool(ctx, this.storage, (p) => this.tools.video({ prompt, negativePrompt, image, seed: ctx.jobId, jobId: ctx.jobId }, p)) };
  }
}

@Injectable()
export class GifGenerateJob implements JobHandler<'gif-generate'> {
  readonly kind = 'gif-generate' as const;
  constructor(@Inject(MediaTools) private readonly tools: MediaTools, @Inject(MediaStorage) private readonly storage: MediaStorage) {}

  async run(ctx: JobContext<'gif-generate'>): Promise<JobResult<'gif-generate'>> {
    const image = await this.storage.read(ctx.payload.imageUrl);
    return { gifUrl: await runTool(ctx, this.storage, (p) => this.tools.gif({ prompt: ctx.payload.prompt, image, seed: ctx.jobId, jobId: ctx.jobId }, p)) };
  }
}

@Injectable()
export class FaceSwapJob implements JobHandler<'face-swap'> {
  readonly kind = 'face-swap' as const;
  constructor(@Inject(MediaTools) private readonly tools: MediaTools, @Inject(MediaStorage) private readonly storage: MediaStorage) {}

  async run(ctx: JobContext<'face-swap'>): Promise<JobResult<'face-swap'>> {
    const [input, swap] = await Promise.all([this.storage.read(ctx.payload.inputUrl), this.storage.read(ctx.payload.swapUrl)]);
    return { output: await runTool(ctx, this.storage, (p) => this.tools.faceSwap({ input, swap, jobId: ctx.jobId }, p)) };
  }
}

@Injectable()
export class RemoveBackgroundJob implements JobHandler<'remove-background'> {
  readonly kind = 'remove-background' as const;
  constructor(@Inject(MediaTools) private readonly tools: MediaTools, @Inject(MediaStorage) private readonly storage: MediaStorage) {}

  async run(ctx: JobContext<'remove-background'>): Promise<JobResult<'remove-background'>> {
    const image = await this.storage.read(ctx.payload.imageUrl);
    return { output: await runTool(ctx, this.storage, (p) => this.tools.removeBackground(image, p, ctx.jobId)) };
  }
}

/** Upscale an uploaded image, or, with only a prompt, a picture drawn from it first. */
@Injectable()
export class UpscaleJob implements JobHandler<'upscale'> {
  readonly kind = 'upscale' as const;
  constructor(
    @Inject(MediaTools) private readonly tools: MediaTools,
    @Inject(ImageProvider) private readonly images: ImageProvider,
    @Inject(MediaStorage) private readonly storage: MediaStorage,
  ) {}

  async run(ctx: JobContext<'upscale'>): Promise<JobResult<'upscale'>> {
    const { prompt, imageUrl } = ctx.payload;
    const source = { prompt: toolImagePrompt(prompt, false), aspectRatio: '1:1' as const, steps: 25, guidance: 3, interval: 2, referenceImage: null };
    // the job keeps the upscale's prediction (a retry resumes it); the picture before it is not tracked
    const sourceUrl = imageUrl ?? (await generateAndStore(ctx, this.images, this.storage, source, { firstOfTwo: true }));
    const image = await this.storage.read(sourceUrl);
    return { imageUrl: await runTool(ctx, this.storage, (p) => this.tools.upscale({ prompt, image, jobId: ctx.jobId }, p)) };
  }
}

export const MEDIA_JOBS = [VideoGenerateJob, GifGenerateJob, FaceSwapJob, RemoveBackgroundJob, UpscaleJob];
