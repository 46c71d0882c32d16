import { type ChildProcess, spawn } from 'node:child_process';

/** What a helper answers: `{ id, error }` on failure, else `{ id, ...answer }`. */
type Reply<A> = { id: number; error?: string } & Partial<A>;

interface Pending<A> {
  resolve: (answer: A) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

const STDERR_KEPT = 2000;

/**
 * Runs a model in a helper process: inference takes seconds of CPU and would otherwise stop the
 * event loop (progress, lock renewals, other jobs), and a crash there never takes the worker
 * down. One helper per instance, started on first use and kept, so the model is loaded once; one
 * that dies is replaced. The helper's code is plain JavaScript (it runs as is from the built app
 * and under ts-jest alike): it reads its setup from the environment variable named by `setupVar`,
 * answers each `{ id, ...request }` message with `{ id, ...answer }` or `{ id, error }`.
 */
export class HelperProcess<Q extends object, A extends object> {
  private child: ChildProcess | null = null;
  private readonly pending = new Map<number, Pending<A>>();
  private seq = 0;
  private stderr = '';

  constructor(
    /** names the work in error messages ('background removal') */
    private readonly label: string,
    private readonly source: string,
    private readonly setup: () => { setupVar: string; value: unknown },
    private readonly timeoutMs = 180_000,
  ) {}

  request(message: Q): Promise<A> {
    const child = this.helper();
    const id = ++this.seq;
    return new Promise<A>((resolve, reject) => {
      const timer = setTimeout(
        () => this.fail(new Error(`${this.label} took over ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
      this.pending.set(id, { resolve, reject, timer });
      this.hold(child, true);
      child.send({ ...message, id });
    });
  }

  /** Stops the helper (the next request starts a new one). */
  close(): Promise<void> {
    this.fail(new Error(`${this.label} was stopped`));
    return Promise.resolve();
  }

  private helper(): ChildProcess {
    if (this.child) return this.child;
    const { setupVar, value } = this.setup();
    const child = spawn(process.execPath, ['-e', this.source], {
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
      env: { ...process.env, [setupVar]: JSON.stringify(value) },
    });
    this.stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (text: string) => {
      this.stderr = (this.stderr + text).slice(-STDERR_KEPT);
    });
    child.on('message', (reply: Reply<A>) => this.settle(reply));
    child.on('error', (err) => this.child === child && this.fail(err));
    child.on('exit', (code, signal) => {
      if (this.child !== child) return;
      this.fail(new Error(`${this.label} process exited (${code ?? signal}): ${this.stderr.trim() || 'no message'}`));
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

  private settle(reply: Reply<A>) {
    const request = this.pending.get(reply.id);
    if (!request) return;
    this.pending.delete(reply.id);
    clearTimeout(request.timer);
    if (this.pending.size === 0 && this.child) this.hold(this.child, false);
    if (reply.error === undefined) request.resolve(reply as A);
    else request.reject(new Error(`${this.label} failed: ${reply.error}`));
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
