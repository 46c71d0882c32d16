import { Inject, Injectable } from '@nestjs/common';

import type { JobKind } from '../../contracts';
import { ImageProvider, type TextToImageRequest } from '../../infra/ai/image-provider.port';
import { MediaStorage } from '../../infra/storage/media-storage.port';
import { FaceHold } from './face-hold';
import type { JobContext } from './job-handler';

/** A picture of a girl: her portrait's face goes onto it (see FaceHold). */
export interface HeldFace {
  hold: FaceHold;
  portrait: Buffer | null;
}

/**
 * Text to image for any job: the provider's progress mapped to 5..90 (5..80 then the face hold), then
 * the output stored. Each model run is a step of the job with its own prediction (a retry resumes it).
 */
export async function generateAndStore<K extends JobKind>(
  ctx: JobContext<K>,
  images: ImageProvider,
  storage: MediaStorage,
  request: Omit<TextToImageRequest, 'seed' | 'jobId'>,
  { face, private: isPrivate = false }: { face?: HeldFace; private?: boolean } = {},
): Promise<string> {
  const holding = !!face?.portrait && face.hold.active;
  const top = holding ? 80 : 90;
  await ctx.progress(5, 'starting');
  let image = await images.generate({ ...request, seed: ctx.jobId, jobId: ctx.jobId }, (progress, stage) =>
    ctx.progress(Math.min(top, Math.max(5, Math.round(progress))), stage),
  );
  if (face && holding) {
    await ctx.progress(80, 'keeping her face');
    image = await face.hold.apply(
      image,
      face.portrait,
      (progress) => ctx.progress(Math.min(90, 80 + Math.round(progress / 10)), 'keeping her face'),
      ctx.jobId,
    );
  }
  await ctx.progress(95, 'saving');
  return storage.put(image.data, image.type, { private: isPrivate });
}

/** A stored reference image, or none when it cannot be read (the job goes on without it). */
export async function readReference(storage: MediaStorage, url: string | null | undefined): Promise<Buffer | null> {
  if (!url) return null;
  try {
    return await storage.read(url);
  } catch {
    return null;
  }
}

/** What a picture of her is drawn from: the job's prompt and settings, her id, her current portrait. */
export type GirlPictureRequest = Omit<TextToImageRequest, 'seed' | 'jobId' | 'referenceImage' | 'identity'> & {
  girlId: string;
  referenceUrl?: string | null;
};

/**
 * A picture of one girl (her portrait, a gallery picture, a chat picture): text to image from her
 * traits and the scene, the same face every time by the face hold (her current portrait's face onto
 * the new picture). Her portrait is never the model's `image`: image to image would pull pose,
 * framing and colours back to it (and flux-dev ignores `aspect_ratio` when given one).
 */
@Injectable()
export class GirlPictures {
  constructor(
    @Inject(ImageProvider) private readonly images: ImageProvider,
    @Inject(MediaStorage) private readonly storage: MediaStorage,
    @Inject(FaceHold) private readonly faceHold: FaceHold,
  ) {}

  /** Draws and stores it; answers its media URL. */
  async draw<K extends JobKind>(ctx: JobContext<K>, { girlId, referenceUrl, ...params }: GirlPictureRequest) {
    const portrait = await readReference(this.storage, referenceUrl);
    return generateAndStore(
      ctx,
      this.images,
      this.storage,
      { ...params, referenceImage: null, identity: girlId },
      { face: { hold: this.faceHold, portrait } },
    );
  }
}
