/**
 * A running job's progress as its owner sees it. Each update costs a Redis call in the worker, a
 * queue event and a socket frame on every API process, so updates leave at most one per
 * `intervalMs`, always the latest value, and the first only once the job has run that long: a job
 * that ends sooner sends none (its job:completed says it all). `intervalMs` 0 sends every update.
 * A failed update is reported to `onError` and never fails the job.
 */
export class ProgressThrottle {
  private latest: [progress: number, stage: string] | null = null;
  private timer: NodeJS.Timeout | undefined;
  private nextAt: number;
  private ended = false;

  constructor(
    private readonly send: (progress: number, stage: string) => Promise<void>,
    private readonly intervalMs: number,
    private readonly onError: (err: Error) => void,
  ) {
    this.nextAt = Date.now() + intervalMs;
  }

  report(progress: number, stage: string): Promise<void> {
    if (this.ended) return Promise.resolve();
    this.latest = [progress, stage];
    if (this.intervalMs === 0) return this.flush();
    this.timer ??= setTimeout(() => void this.flush(), Math.max(0, this.nextAt - Date.now()));
    return Promise.resolve();
  }

  /** The job has ended: an update not sent yet never is. */
  end() {
    this.ended = true;
    clearTimeout(this.timer);
  }

  private flush(): Promise<void> {
    this.timer = undefined;
    const latest = this.latest;
    this.latest = null;
    if (!latest || this.ended) return Promise.resolve();
    this.nextAt = Date.now() + this.intervalMs;
    return this.send(...latest).then(
      () => undefined,
      (err: Error) => {
        this.onError(err);
      },
    );
  }
}
