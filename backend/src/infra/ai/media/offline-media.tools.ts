import type { GeneratedMedia, ProgressReporter } from '../image-provider.port';
import {
  type FaceSwapRequest,
  type GifRequest,
  MediaTools,
  type UpscaleRequest,
  type VideoRequest,
} from '../media-tools.port';
import { type BackgroundModel, BackgroundRemover } from './background-removal';
import { FaceSwapper } from './face-swap';
import { animatedGif } from './gif';
import { upscaleImage } from './upscale';
import { panZoomVideo } from './video';

export interface OfflineMediaOptions {
  /** the on-device background model: 'medium' (default, finer edges) or 'small' (quantized, faster) */
  backgroundModel?: BackgroundModel;
}

/**
 * The media tools with no keys and no network: pan-and-zoom MP4 (bundled ffmpeg) and GIF (sharp),
 * on-device background removal and face swap (models shipped in npm packages), Lanczos upscale.
 */
export class OfflineMediaTools extends MediaTools {
  readonly name = 'offline';
  private readonly remover: BackgroundRemover;
  private readonly swapper = new FaceSwapper();

  constructor(options: OfflineMediaOptions = {}) {
    super();
    this.remover = new BackgroundRemover(options.backgroundModel);
  }

  /** a pan or zoom over the start image (the negative prompt and seed have nothing to steer here) */
  async video(req: VideoRequest, onProgress: ProgressReporter): Promise<GeneratedMedia> {
    await onProgress(5, 'preparing');
    const data = await panZoomVideo(req.image, req.prompt, onProgress);
    return { data, type: 'video/mp4' };
  }

  async gif(req: GifRequest, onProgress: ProgressReporter): Promise<GeneratedMedia> {
    await onProgress(5, 'preparing');
    const data = await animatedGif(req.image, req.prompt, onProgress);
    return { data, type: 'image/gif' };
  }

  async faceSwap(req: FaceSwapRequest, onProgress: ProgressReporter): Promise<GeneratedMedia> {
    await onProgress(10, 'finding faces');
    const data = await this.swapper.swap(req.input, req.swap);
    return { data, type: 'image/png' };
  }

  async removeBackground(image: Buffer, onProgress: ProgressReporter): Promise<GeneratedMedia> {
    await onProgress(10, 'removing background');
    const data = await this.remover.remove(image);
    return { data, type: 'image/png' };
  }

  async upscale(req: UpscaleRequest, onProgress: ProgressReporter): Promise<GeneratedMedia> {
    await onProgress(10, 'upscaling');
    const data = await upscaleImage(req.image);
    return { data, type: 'image/png' };
  }

  /** Stops the helper processes, if they run (Nest calls this at shutdown). */
  async onModuleDestroy(): Promise<void> {
    await Promise.all([this.remover.close(), this.swapper.close()]);
  }
}
