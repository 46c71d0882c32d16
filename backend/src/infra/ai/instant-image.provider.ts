import { ImageProvider, type GeneratedMedia } from './image-provider.port';

/** A fixed 1x1 PNG, returned at once: for benchmarks and tests only, never the default. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z/C/HgAGgwJ/lK3Q6wAAAABJRU5ErkJggg==',
  'base64',
);

export class InstantImageProvider extends ImageProvider {
  readonly name = 'instant';
  override readonly holdsFace = true;

  async generate(): Promise<GeneratedMedia> {
    return { data: TINY_PNG, type: 'image/png' };
  }
}
