import { type GeneratedMedia, ImageProvider, type ProgressReporter } from './image-provider.port';

/** A fixed 1x1 PNG, returned at once: for benchmarks and tests only, never the default. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z/C/HgAGgwJ/lK3Q6wAAAABJRU5ErkJggg==',
  'base64',
);

/** With `delayMs` (INSTANT_IMAGE_DELAY_MS), a slow provider for the chaos run: progress each second, then the PNG. */
export class InstantImageProvider extends ImageProvider {
  readonly name = 'instant';
  override readonly holdsFace = true;

  constructor(private readonly delayMs = 0) {
    super();
  }

  async generate(_request: unknown, onProgress: ProgressReporter): Promise<GeneratedMedia> {
    for (let waited = 0; waited < this.delayMs; waited += 1000) {
      await new Promise((r) => setTimeout(r, Math.min(1000, this.delayMs - waited)));
      await onProgress(Math.min(89, 10 + Math.round((80 * waited) / this.delayMs)), 'drawing');
    }
    return { data: TINY_PNG, type: 'image/png' };
  }
}
