import { loadSharp } from '../../lazy-sharp';
import { type BackgroundModel, BackgroundProcess } from './background-process';

export type { BackgroundModel } from './background-process';

/** The model sees 1024x1024 whatever the size; larger images are masked at this size, then the mask is enlarged. */
const MASK_LONG_SIDE = 1024;
/** The model's mask tops out just short of 255 and bottoms out a little above 0: stretch it. */
const MASK_LOW = 8;
const MASK_HIGH = 247;

/** A model run's time before a photo's was measured (the ISNet model warm, on 2 cores). */
const FIRST_ESTIMATE_MS = 3500;
/** The warm-up: this many runs on a small synthetic picture (the model sees 1024x1024 whatever it is given). */
const WARM_RUNS = 2;
const WARM_SIDE = 64;

/** The steps a removal passes: the photo decoded (the model's run starts), then its mask made. */
export type RemovalStep = 'decoded' | 'masked';

/**
 * Background removal on this machine with @imgly/background-removal-node (ISNet through
 * onnxruntime-node; the weights ship inside the package), in a helper process that loads the
 * model on first use and keeps it for the life of the process.
 */
export class BackgroundRemover {
  private readonly helper: BackgroundProcess;
  private lastRunMs = FIRST_ESTIMATE_MS;

  constructor(model: BackgroundModel = 'medium') {
    this.helper = new BackgroundProcess(model);
  }

  /** How long the model's last run took (an estimate until one was measured): the next is likely the same. */
  get expectedRunMs(): number {
    return this.lastRunMs;
  }

  /** A PNG of the image (upright, full size) whose background is transparent; `onStep` hears each step. */
  async remove(image: Buffer, onStep: (step: RemovalStep) => Promise<void> | void = () => {}): Promise<Buffer> {
    const sharp = await loadSharp();
    const { data: rgb, info } = await sharp(image)
      .rotate()
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    await onStep('decoded');
    const mask = await this.mask(image, info);
    await onStep('masked');
    return sharp(rgb, { raw: { width: info.width, height: info.height, channels: 3 } })
      .joinChannel(mask, { raw: { width: info.width, height: info.height, channels: 1 } })
      .png()
      .toBuffer();
  }

  /**
   * Loads the model in its helper and runs it WARM_RUNS times on a small synthetic picture: the first
   * run loads it, the second is still slow (onnxruntime settles its memory), the third is warm. After
   * this a real photo takes its warm time. Their times are not kept as estimates: they are not warm.
   */
  async warm(): Promise<void> {
    const rgba = Buffer.alloc(WARM_SIDE * WARM_SIDE * 4);
    for (let i = 0; i < rgba.length; i++) rgba[i] = i % 4 === 3 ? 255 : (i * 7) % 256;
    for (let run = 0; run < WARM_RUNS; run++) await this.helper.alphaMask(rgba, WARM_SIDE, WARM_SIDE);
  }

  close(): Promise<void> {
    return this.helper.close();
  }

  /** The alpha mask (one byte a pixel) at the given size. */
  private async mask(image: Buffer, size: { width: number; height: number }): Promise<Buffer> {
    const sharp = await loadSharp();
    const { data, info } = await sharp(image)
      .rotate()
      .resize(MASK_LONG_SIDE, MASK_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const started = performance.now();
    const alpha = stretch(await this.helper.alphaMask(data, info.width, info.height));
    this.lastRunMs = performance.now() - started;
    return sharp(alpha, { raw: { width: info.width, height: info.height, channels: 1 } })
      .resize(size.width, size.height, { fit: 'fill', kernel: 'cubic' })
      .extractChannel(0)
      .raw()
      .toBuffer();
  }
}

/** MASK_LOW and below become 0, MASK_HIGH and above 255, linear between (in place). */
function stretch(alpha: Buffer): Buffer {
  const gain = 255 / (MASK_HIGH - MASK_LOW);
  for (let i = 0; i < alpha.length; i++)
    alpha[i] = Math.min(255, Math.max(0, Math.round((alpha[i] - MASK_LOW) * gain)));
  return alpha;
}
