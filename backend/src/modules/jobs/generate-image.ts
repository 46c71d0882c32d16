import type { JobKind } from '../../contracts';
import type { ImageProvider, TextToImageRequest } from '../../infra/ai/image-provider.port';
import type { MediaStorage } from '../../infra/storage/media-storage.port';
import type { JobContext } from './job-handler';

/**
 * Text to image for any job: the provider's progress mapped to 5..90, then the output stored.
 * The job's one prediction is this one unless `firstOfTwo` (a job that runs another model after it
 * keeps that one's prediction instead).
 */
export async function generateAndStore<K extends JobKind>(
  ctx: JobContext<K>,
  images: ImageProvider,
  storage: MediaStorage,
  request: Omit<TextToImageRequest, 'seed' | 'jobId'>,
  firstOfTwo = false,
): Promise<string> {
  await ctx.progress(5, 'starting');
  const jobId = firstOfTwo ? undefined : ctx.jobId;
  const image = await images.generate({ ...request, seed: ctx.jobId, jobId }, (progress, stage) =>
    ctx.progress(Math.min(90, Math.max(5, Math.round(progress))), stage),
  );
  await ctx.progress(95, 'saving');
  return storage.put(image.data, image.type);
}

/** A stored reference image, or none when it cannot be read (the job goes on without it). */
export async function readReference(storage: MediaStorage, url: string | null): Promise<Buffer | null> {
  if (!url) return null;
  try {
    return await storage.read(url);
  } catch {
    return null;
  }
}
