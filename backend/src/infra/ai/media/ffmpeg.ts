import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { access, chmod, constants, copyFile, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** ffmpeg failed or could not start; the message carries the end of what it printed. */
export class FfmpegError extends Error {
  override readonly name = 'FfmpegError';
}

let binary: Promise<string> | null = null;

/** The ffmpeg that ships in the @ffmpeg-installer platform package, made executable if need be. */
export function ffmpegPath(): Promise<string> {
  binary ??= locate().catch((err: unknown) => {
    binary = null;
    throw err;
  });
  return binary;
}

async function locate(): Promise<string> {
  let path: string;
  try {
    const installer: unknown = await import('@ffmpeg-installer/ffmpeg');
    const found = typeof installer === 'object' && installer !== null && 'path' in installer ? installer.path : null;
    if (typeof found !== 'string') throw new Error('no path in @ffmpeg-installer/ffmpeg');
    path = found;
  } catch (err) {
    throw new FfmpegError(`ffmpeg is not available for ${process.platform}-${process.arch}: ${String(err)}`);
  }
  if (await executable(path)) return path;
  // an install that skipped the package's `chmod u+x` (install scripts off)
  if (
    await chmod(path, 0o755).then(
      () => executable(path),
      () => false,
    )
  )
    return path;
  // a read-only node_modules: run a copy
  const dir = join(tmpdir(), 'aigirls-ffmpeg');
  const copy = join(dir, `ffmpeg-${process.platform}-${process.arch}`);
  await mkdir(dir, { recursive: true });
  if (!(await executable(copy))) {
    const part = `${copy}.${process.pid}.part`;
    await copyFile(path, part);
    await chmod(part, 0o755);
    await rename(part, copy);
  }
  return copy;
}

const executable = (path: string) =>
  access(path, constants.X_OK).then(
    () => true,
    () => false,
  );

export interface RunOptions {
  /** written to ffmpeg's standard input, in order, with back-pressure */
  input?: AsyncIterable<Buffer>;
  /** called after each chunk of the input was taken */
  onChunk?: (index: number) => Promise<void> | void;
  timeoutMs?: number;
}

const STDERR_KEPT = 4000;

/** Runs ffmpeg with the arguments (quiet but for errors) and fails with what it printed. */
export async function runFfmpeg(args: readonly string[], options: RunOptions = {}): Promise<void> {
  const child = spawn(await ffmpegPath(), ['-hide_banner', '-nostats', '-loglevel', 'error', ...args], {
    stdio: [options.input ? 'pipe' : 'ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => {
    stderr = (stderr + text).slice(-STDERR_KEPT);
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 5 * 60_000);
  const exited = new Promise<string | number>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  try {
    if (options.input && child.stdin) await feed(child.stdin, options.input, exited, options.onChunk);
    const status = await exited;
    if (status !== 0) throw new FfmpegError(`ffmpeg failed (${status}): ${stderr.trim() || 'no message'}`);
  } catch (err) {
    child.kill('SIGKILL');
    if (err instanceof FfmpegError) throw err;
    throw new FfmpegError(`ffmpeg failed: ${String(err)}${stderr.trim() ? `: ${stderr.trim()}` : ''}`);
  } finally {
    clearTimeout(timer);
  }
}

/** Writes every chunk and closes the input; stops early (without error) when ffmpeg has exited. */
async function feed(
  stdin: NodeJS.WritableStream,
  input: AsyncIterable<Buffer>,
  exited: Promise<unknown>,
  onChunk: RunOptions['onChunk'],
): Promise<void> {
  let gone = false;
  const stop = exited.then(
    () => (gone = true),
    () => (gone = true),
  );
  stdin.on('error', () => undefined); // EPIPE when ffmpeg quits early: its exit status tells why
  let index = 0;
  for await (const chunk of input) {
    if (gone) break;
    if (!stdin.write(chunk)) await Promise.race([once(stdin, 'drain'), stop]);
    await onChunk?.(index++);
  }
  stdin.end();
}

/** A fresh temporary folder for one run, removed after `use` whatever happens. */
export async function withTempDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'aigirls-media-'));
  try {
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
