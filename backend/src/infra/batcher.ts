/** A Postgres error about the data of one row (SQLSTATE classes 22 and 23), not about the server or the connection. */
function isRowError(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && /^2[23]/.test(code);
}

interface Waiting<In, Out> {
  input: In;
  resolve(value: Out): void;
  reject(err: unknown): void;
}

/**
 * Group commit for one statement: a call made while `maxInFlight` batches are running waits for one
 * of them and then goes, with every call that came meanwhile, in one statement. An idle process
 * runs each call at once; a busy one makes one round trip (one write, one read, one plan) for many,
 * which on this pipeline's hot statements is most of their cost. `run` answers one output per
 * input, in order. When a batch fails on one row's data, each of its calls runs again alone, so
 * that one bad row fails only its own call; any other error fails the whole batch.
 *
 * One batch in flight by default: at saturation its batches are about half again as large as with
 * two (7 jobs against 4.8 per insert), and each one less is a socket write, which wakes the server
 * and is the dearest part of a round trip here (bench/README.md, 2026-11-25 22:00).
 */
export class Batcher<In, Out> {
  private waiting: Waiting<In, Out>[] = [];
  private inFlight = 0;

  constructor(
    private readonly run: (inputs: In[]) => Promise<Out[]>,
    private readonly maxInFlight = 1,
    private readonly maxBatch = 200,
  ) {}

  call(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      this.next();
    });
  }

  private next() {
    while (this.inFlight < this.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.maxBatch);
      this.inFlight++;
      void this.settle(batch).finally(() => {
        this.inFlight--;
        this.next();
      });
    }
  }

  private async settle(batch: Waiting<In, Out>[]): Promise<void> {
    try {
      const outputs = await this.run(batch.map((w) => w.input));
      batch.forEach((w, i) => w.resolve(outputs[i]));
    } catch (err) {
      if (batch.length === 1 || !isRowError(err)) return batch.forEach((w) => w.reject(err));
      await Promise.all(batch.map((w) => this.settle([w])));
    }
  }
}
