import { spawn, type ChildProcess } from 'node:child_process';
import { dirname } from 'node:path';

export type BackgroundModel = 'small' | 'medium';

/**
 * The helper process's code. Plain JavaScript (it runs as is from the built app and under ts-jest
 * alike): loads @imgly/background-removal-node, whose ONNX session is made on the first request
 * and then memoized (the configuration never changes), and answers each image's alpha mask.
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

interface Reply {
  id: number;
  alpha?: Uint8Array;
  error?: string;
}

interface Pending {
  resolve: (alpha: Buffer) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

const STDERR_KEPT = 2000;

/**
 * Runs the segmentation model in a helper process: inference takes seconds of CPU and would
 * otherwise stop the event loop (progress, lock renewals, other jobs), and onnxruntime-node loads
 * only once per process, so a worker thread could not be replaced. One helper per instance,
 * started on first use and kept, so the model is loaded once; one that dies is replaced.
 */
export class BackgroundProcess {
  private child: ChildProcess | null = null;
  private readonly pending = new Map<number, Pending>();
  private seq = 0;
  private stderr = '';

  constructor(
    private readonly model: BackgroundModel = 'medium',
    private readonly timeoutMs = 180_000,
  ) {}

  /** The alpha mask (one byte a pixel) of a raw RGBA image. */
  alphaMask(rgba: Buffer, width: number, height: number): Promise<Buffer> {
    const child = this.helper();
    const id = ++this.seq;
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => this.fail(new Error(`background removal took over ${this.timeoutMs} ms`)), this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      this.hold(child, true);
      child.send({ id, rgba: new Uint8Array(rgba), width, height });
    });
  }

  /** Stops the helper (the next request starts a new one). */
  close(): Promise<void> {
    this.fail(new Error('background removal was stopped'));
    return Promise.resolve();
  }

  private helper(): ChildProcess {
    if (this.child) return this.child;
    const library = require.resolve('@imgly/background-removal-node');
    // the library's default model folder is relative to the working directory: name it
    const config = { publicPath: `file://${dirname(library)}/`, model: this.model, output: { format: 'image/x-rgba8' } };
    const child = spawn(process.execPath, ['-e', SOURCE], {
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
      env: { ...process.env, BG_REMOVAL_SETUP: JSON.stringify({ library, config }) },
    });
    this.stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (text: string) => {
      this.stderr = (this.stderr + text).slice(-STDERR_KEPT);
    });
    child.on('message', (reply: Reply) => this.settle(reply));
    child.on('error', (err) => this.child === child && this.fail(err));
    child.on('exit', (code, signal) => {
      if (this.child !== child) return;
      this.fail(new Error(`background removal process exited (${code ?? signal}): ${this.stderr.trim() || 'no message'}`));
    });
    this.child = child;
    this.hold(child, false);
    return child;
  }

  /** An idle helper must not keep the process alive. */
  private hold(child: ChildProcess, busy: boolean) {
    if (busy) {
      child.ref();
      child.channel?.ref();
    } else {
      child.unref();
      child.channel?.unref();
    }
  }

  private settle({ id, alpha, error }: Reply) {
    const request = this.pending.get(id);
    if (!request) return;
    this.pending.delete(id);
    clearTimeout(request.timer);
    if (this.pending.size === 0 && this.child) this.hold(this.child, false);
    if (alpha) request.resolve(Buffer.from(alpha.buffer, alpha.byteOffset, alpha.byteLength));
    else request.reject(new Error(`background removal failed: ${error ?? 'no answer'}`));
  }

  /** Rejects every request in flight and stops the helper; the next request starts another. */
  private fail(err: Error) {
    const child = this.child;
    this.child = null;
    for (const request of this.pending.values()) {
      clearTimeout(request.timer);
      request.reject(err);
    }
    this.pending.clear();
    child?.kill('SIGKILL');
  }
}
