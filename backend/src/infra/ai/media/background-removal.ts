import { loadSharp } from '../../lazy-sharp';
import { type BackgroundModel, BackgroundProcess } from './background-process';

export type { BackgroundModel } from './background-process';

/** The model sees 1024x1024 whatever the size; larger images are masked at this size, then the mask is enlarged. */
const MASK_LONG_SIDE = 1024;
/** The model's mask tops out just short of 255 and bottoms out a little above 0: stretch it. */
const MASK_LOW = 8;
const MASK_HIGH = 247;

/**
 * Background removal on this machine with @imgly/background-removal-node (ISNet through
 * onnxruntime-node; the weights ship inside the package), in a helper process that loads the
 * model on first use and keeps it for the life of the process.
 */
export class BackgroundRemover {
  private readonly helper: BackgroundProcess;

  constructor(model: BackgroundModel = 'medium') {
    this.helper = new BackgroundProcess(model);
  }

  /** A PNG of the image (upright, full size) whose background is transparent. */
  async remove(image: Buffer): Promise<Buffer> {
    const sharp = await loadSharp();
    const { data: rgb, info } = await sharp(image)
      .rotate()
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const mask = await this.mask(image, info);
    return sharp(rgb, { raw: { width: info.width, height: info.height, channels: 3 } })
      .joinChannel(mask, { raw: { width: info.width, height: info.height, channels: 1 } })
      .png()
      .toBuffer();
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
    const alpha = stretch(await this.helper.alphaMask(data, info.width, info.height));
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
