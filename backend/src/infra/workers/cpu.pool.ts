import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

import { MAX_JSON_DEPTH } from '../../contracts';
import { jsonGuards } from '../http/json-guards';
import { cpuTasks, type JsonBodyOutcome, type JsonBodyRead } from './cpu-tasks';
import { longStrings } from './long-strings';

/** What each worker runs: the task functions' own source (cpu-tasks.ts, json-guards.ts, long-strings.ts), and a loop over messages. */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const tasks = (${cpuTasks.toString()})((${jsonGuards.toString()})(${MAX_JSON_DEPTH}), (${longStrings.toString()})());
parentPort.on('message', ({ id, task, input }) => {
  try {
    const value = tasks[task](input);
    const bytes = value instanceof Uint8Array ? value : value && value.big ? value.big.bytes : null;
    const transfer = bytes ? [bytes.buffer] : [];
    parentPort.postMessage({ id, value }, transfer);
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});
`;

type Tasks = ReturnType<typeof cpuTasks>;
/** The same tasks on the calling thread, for small inputs. */
const inline = cpuTasks(jsonGuards(MAX_JSON_DEPTH), longStrings());
type TaskName = keyof Tasks;
interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
}
interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
  dead: boolean;
}

/** Below this many bytes a task runs on the calling thread: it is quicker than the trip. */
export const INLINE_BYTES = 256 * 1024;
/** Below this many bytes a JSON body is parsed on the calling thread (parsing and checking it takes well under a millisecond). */
export const INLINE_JSON_BYTES = 64 * 1024;

/**
 * A small pool of worker threads for the CPU-heavy part of a request (parsing a large JSON body,
 * decoding a large base64 image): no request holds the event loop while it runs. Threads start on
 * first use, never keep the process alive, and a thread that dies is replaced (its tasks fail).
 */
export class CpuPool {
  private readonly threads: (Thread | undefined)[] = [];
  private next = 0;
  private seq = 0;

  constructor(private readonly size = Math.max(1, Math.min(2, availableParallelism() - 1))) {}

  /** A JSON body from its bytes (cpu-tasks.ts `json`), here when it is small. */
  json(raw: Buffer): Promise<JsonBodyOutcome> {
    if (raw.byteLength < INLINE_JSON_BYTES) return Promise.resolve(withBigStrings(inline.json(raw)));
    // the bytes are moved to the thread when they own their memory, else copied there
    return this.run(
      'json',
      new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength),
      ownsItsMemory(raw) ? [raw.buffer] : [],
    ).then((read) => withBigStrings(read as JsonBodyRead));
  }

  /**
   * A body streamed to one thread as it arrives (no copy of it all on this thread): `append` each
   * piece, then `finish` parses it as `json` does, or `drop` it. With its declared `size`, the thread
   * keeps one buffer of that size rather than the pieces. A piece that owns its memory (as a socket's
   * do) is moved to the thread, not copied.
   */
  stream(size: number | null = null): {
    append(bytes: Buffer): void;
    finish(): Promise<JsonBodyOutcome>;
    drop(): void;
  } {
    const thread = this.thread();
    const stream = ++this.seq;
    const ignore = () => undefined;
    return {
      append: (bytes) =>
        void this.run('append', { stream, bytes, size }, ownsItsMemory(bytes) ? [bytes.buffer] : [], thread).catch(
          ignore,
        ),
      finish: () => this.run('finish', stream, [], thread).then((read) => withBigStrings(read as JsonBodyRead)),
      drop: () => void this.run('drop', stream, [], thread).catch(ignore),
    };
  }

  /** Starts the threads now rather than on a request (starting one costs its caller some 100 ms). */
  warm(): void {
    for (let i = 0; i < this.size; i++) this.threads[i] ??= this.start(i);
  }

  /** The bytes of a base64 text, decoded on a worker thread when it is large. */
  async base64(text: string): Promise<Buffer> {
    if (text.length < INLINE_BYTES) return Buffer.from(text, 'base64');
    const bytes = (await this.run('base64', text, [])) as Uint8Array;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** Base64 text checked and decoded (cpu-tasks.ts `base64Strict`), on a worker thread when it is large. */
  async base64Strict(text: string, max: number): Promise<Buffer | 'too-large' | 'invalid'> {
    const input = { text, max };
    const out =
      text.length < INLINE_BYTES
        ? inline.base64Strict(input)
        : ((await this.run('base64Strict', input, [])) as ReturnType<Tasks['base64Strict']>);
    return typeof out === 'string' ? out : Buffer.from(out.buffer, out.byteOffset, out.byteLength);
  }

  /** Stops every thread (tests; the threads never keep a process alive anyway). */
  async close(): Promise<void> {
    const threads = this.threads.splice(0);
    await Promise.all(threads.flatMap((t) => (t ? [t.worker.terminate()] : [])));
  }

  private run(task: TaskName, input: unknown, transfer: ArrayBuffer[], thread = this.thread()): Promise<unknown> {
    const id = ++this.seq;
    if (thread.dead) return Promise.reject(new Error('a CPU worker thread stopped'));
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ id, task, input }, transfer);
    });
  }

  /** The next thread in turn, started when missing. */
  private thread(): Thread {
    const i = this.next++ % this.size;
    return (this.threads[i] ??= this.start(i));
  }

  private start(i: number): Thread {
    const worker = new Worker(WORKER_SOURCE, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 512 } });
    worker.unref();
    const thread: Thread = { worker, pending: new Map(), dead: false };
    worker.on('message', (m: { id: number; value?: unknown; error?: string }) => {
      const p = thread.pending.get(m.id);
      thread.pending.delete(m.id);
      if (m.error !== undefined) p?.reject(new Error(m.error));
      else p?.resolve(m.value);
    });
    const fail = (err: Error) => {
      thread.dead = true;
      if (this.threads[i] === thread) this.threads[i] = undefined;
      for (const p of thread.pending.values()) p.reject(err);
      thread.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`a CPU worker thread stopped (exit ${code})`)));
    return thread;
  }
}

/** Whether a buffer is the whole of its memory (which can then be moved to a thread). */
function ownsItsMemory(bytes: Buffer): bytes is Buffer<ArrayBuffer> {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
}

/** The body with its long strings read from the bytes they were left in (cpu-tasks.ts `json`), one at a time. */
function withBigStrings(read: JsonBodyRead): JsonBodyOutcome {
  if (!('body' in read) || !read.big) return read;
  const { bytes, places } = read.big;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const { path, start, end } of places) {
    let holder = read.body as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) holder = holder[key] as Record<string | number, unknown>;
    holder[path[path.length - 1]] = buffer.toString('latin1', start, end);
  }
  return { body: read.body, field: read.field };
}

/** The process' pool. */
export const cpuPool = new CpuPool();
