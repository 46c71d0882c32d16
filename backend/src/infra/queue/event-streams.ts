import { setTimeout as sleep } from 'node:timers/promises';

import type IORedis from 'ioredis';

/** How long one XREAD waits for an entry on Redis (BullMQ's QueueEvents waits as long). */
const BLOCK_MS = 10_000;
/** A read not answered by then (its block plus a margin) is given up and the connection reset. */
const WATCHDOG_MS = BLOCK_MS + 1_000;
/** After a read that failed (Redis down): the next one waits this long rather than spin. */
const RETRY_MS = 500;

/**
 * Under load, the least time between two reads: each read is a round trip, and a write that wakes
 * Redis is the dearest part of it here (bench/README.md, "Pipeline benchmark", 2026-11-27 19:00).
 * BullMQ writes four entries per job (added, waiting, active, completed) and each woke a blocked
 * read at once, so a busy API read the stream about once per two jobs. An entry that arrives while
 * the stream is idle is still read at once; one that follows a read by less than this waits at
 * most this long, and is read together with everything else that came meanwhile.
 */
export const READ_GAP_MS = 2;

/** One stream entry: its id and its fields as BullMQ wrote them (name, value, name, value…). */
export type StreamEntry = [id: string, fields: string[]];
type XReadReply = [key: string, entries: StreamEntry[]][] | null;

/**
 * Reads several Redis streams in one blocking XREAD loop on one connection, from the entries that
 * come after `start()` (each reader sees each entry once, in order per stream), and hands each entry to
 * `onEntry` with the index of its stream. A read given up by the watchdog is dropped whole and read
 * again from the same ids, so an entry is never skipped nor handed over twice.
 */
export class EventStreams {
  private readonly ids: string[];
  private closing = false;
  private loop: Promise<void> | undefined;
  private lastReadAt = 0;

  constructor(
    private readonly redis: IORedis,
    private readonly keys: readonly string[],
    private readonly onEntry: (stream: number, entry: StreamEntry) => void,
    /** `read`: Redis did not answer a read (it is tried again); `entry`: `onEntry` threw on one entry */
    private readonly onError: (err: Error, during: 'read' | 'entry') => void,
  ) {
    this.ids = keys.map(() => '$');
  }

  /** Resolves once the position of every stream is known: entries added from then on are read. */
  async start(): Promise<void> {
    const last = await Promise.all(
      this.keys.map((key) => this.redis.xrevrange(key, '+', '-', 'COUNT', 1) as Promise<StreamEntry[]>),
    );
    // an empty (or absent) stream: from its start, so that its first entry is not missed
    last.forEach((entries, i) => (this.ids[i] = entries[0]?.[0] ?? '0-0'));
    this.loop = this.consume();
  }

  async close(): Promise<void> {
    this.closing = true;
    // a blocked read ends with the connection
    this.redis.disconnect();
    await this.loop;
  }

  private async consume(): Promise<void> {
    while (!this.closing) {
      const wait = this.lastReadAt + READ_GAP_MS - Date.now();
      if (wait > 0) await sleep(wait);
      if (this.closing) return;
      this.lastReadAt = Date.now();
      let reply: XReadReply;
      try {
        reply = await this.read();
      } catch (err) {
        if (this.closing) return;
        this.onError(err as Error, 'read');
        await sleep(RETRY_MS);
        continue;
      }
      for (const [key, entries] of reply ?? []) {
        const stream = this.keys.indexOf(key);
        for (const entry of entries) {
          this.ids[stream] = entry[0];
          try {
            this.onEntry(stream, entry);
          } catch (err) {
            // one entry that cannot be read stops neither the loop nor the entries after it
            this.onError(err as Error, 'entry');
          }
        }
      }
    }
  }

  /**
   * One XREAD of every stream from its last id. ioredis sends a blocking command again after a
   * reconnect rather than fail it, and such a read can then hang: after WATCHDOG_MS it is given up
   * (its answer, if one ever comes, is ignored) and the connection reset, as BullMQ's QueueEvents does.
   */
  private read(): Promise<XReadReply> {
    return new Promise<XReadReply>((resolve, reject) => {
      const watchdog = setTimeout(() => {
        resolve(null);
        if (!this.closing) this.redis.disconnect(true);
      }, WATCHDOG_MS);
      (this.redis.xread('BLOCK', BLOCK_MS, 'STREAMS', ...this.keys, ...this.ids) as Promise<XReadReply>).then(
        (reply) => {
          clearTimeout(watchdog);
          resolve(reply);
        },
        (err: unknown) => {
          clearTimeout(watchdog);
          reject(err as Error);
        },
      );
    });
  }
}

/** An entry's fields as an object (BullMQ writes `event` first, then its own fields). */
export function entryFields(fields: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) out[fields[i]] = fields[i + 1];
  return out;
}
