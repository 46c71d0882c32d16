import { dirname } from 'node:path';

import { HelperProcess } from './helper-process';

export type BackgroundModel = 'small' | 'medium';

/**
 * The helper process's code: loads @imgly/background-removal-node, whose ONNX session is made on
 * the first request and then memoized (the configuration never changes), and answers each image's
 * alpha mask.
 */
const SOURCE = `
const { library, config } = JSON.parse(process.env.BG_REMOVAL_SETUP);
const { removeBackground } = require(library);
process.on('disconnect', () => process.exit(0));
process.on('message', async ({ id, rgba, width, height }) => {
  try {
    const type = 'image/x-rgba8;width=' + width + ';height=' + height;
    const blob = await removeBackground(new Blob([rgba], { type }), config);
    const out = new Uint8Array(await blob.arrayBuffer());
    const alpha = new Uint8Array(width * height);
    for (let i = 0; i < alpha.length; i++) alpha[i] = out[i * 4 + 3];
    process.send({ id, alpha });
  } catch (err) {
    process.send({ id, error: String((err && err.stack) || err) });
  }
});
`;

/**
 * The segmentation model in a helper process (onnxruntime-node loads only once per process, so a
 * worker thread could not be used instead).
 */
export class BackgroundProcess {
  private readonly helper: HelperProcess<{ rgba: Uint8Array; width: number; height: number }, { alpha: Uint8Array }>;

  constructor(model: BackgroundModel = 'medium', timeoutMs = 180_000) {
    this.helper = new HelperProcess(
      'background removal',
      SOURCE,
      () => {
        const library = require.resolve('@imgly/background-removal-node');
        // the library's default model folder is relative to the working directory: name it
        const config = { publicPath: `file://${dirname(library)}/`, model, output: { format: 'image/x-rgba8' } };
        return { setupVar: 'BG_REMOVAL_SETUP', value: { library, config } };
      },
      timeoutMs,
    );
  }

  /** The alpha mask (one byte a pixel) of a raw RGBA image. */
  async alphaMask(rgba: Buffer, width: number, height: number): Promise<Buffer> {
    const { alpha } = await this.helper.request({ rgba: new Uint8Array(rgba), width, height });
    return Buffer.from(alpha.buffer, alpha.byteOffset, alpha.byteLength);
  }

  /** Stops the helper (the next request starts a new one). */
  close(): Promise<void> {
    return this.helper.close();
  }
}
