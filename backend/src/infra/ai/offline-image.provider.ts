import {
  type GeneratedMedia,
  ImageProvider,
  type ProgressReporter,
  type TextToImageRequest,
} from './image-provider.port';
import { renderPortrait, sizeForAspect } from './offline/portrait-renderer';

/** The default with no keys and no network: draws a stylised portrait from the prompt's traits. */
export class OfflineImageProvider extends ImageProvider {
  readonly name = 'offline';
  override readonly holdsFace = true;

  async generate(request: TextToImageRequest, onProgress: ProgressReporter): Promise<GeneratedMedia> {
    await onProgress(10, 'drawing');
    const { width, height } = sizeForAspect(request.aspectRatio);
    const data = await renderPortrait(request.prompt, {
      width,
      height,
      seed: request.seed,
      identity: request.identity,
    });
    await onProgress(80, 'encoding');
    return { data, type: 'image/png' };
  }
}
