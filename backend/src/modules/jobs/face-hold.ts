import { Inject, Injectable, Logger } from '@nestjs/common';

import { AppConfig } from '../../config/app-config';
import { FaceSwap } from '../../infra/ai/face-swap.port';
import { type GeneratedMedia, ImageProvider, type ProgressReporter } from '../../infra/ai/image-provider.port';

/**
 * The same face in every picture of her, on any image model: her portrait's face is swapped onto
 * each new picture (FACE_HOLD=on, the default), unless the image provider draws her face from her
 * identity itself (the offline renderer).
 */
@Injectable()
export class FaceHold {
  private readonly logger = new Logger('FaceHold');

  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(ImageProvider) private readonly images: ImageProvider,
    @Inject(FaceSwap) private readonly faceSwap: FaceSwap,
  ) {}

  get active(): boolean {
    return this.config.settings.FACE_HOLD === 'on' && !this.images.holdsFace;
  }

  /**
   * The picture wearing the face of her portrait. The picture as drawn when there is no portrait,
   * or the swap finds no face (a picture of her feet) or fails: the picture is still hers. `jobId`:
   * the swap is that job's optional `faceSwap` step (recorded with the job; canceled when it fails).
   */
  async apply(
    picture: GeneratedMedia,
    portrait: Buffer | null,
    onProgress: ProgressReporter,
    jobId?: string,
  ): Promise<GeneratedMedia> {
    if (!portrait || !this.active) return picture;
    try {
      return await this.faceSwap.swap({ input: picture.data, swap: portrait, jobId, optional: true }, onProgress);
    } catch (err) {
      this.logger.warn(`picture kept without her portrait's face: ${err instanceof Error ? err.message : String(err)}`);
      return picture;
    }
  }
}
