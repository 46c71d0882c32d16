import IORedis from 'ioredis';

import { EventStreams, READ_GAP_MS, type StreamEntry } from '../src/infra/queue/event-streams';
import { createRedis } from '../src/infra/queue/redis';
import { OwnRedis } from './support/own-services';

/** The API's one reader of every queue's event stream (JobEventsService), on a Redis of this test alone. */
describe('EventStreams', () => {
  let redis: OwnRedis;
  let writer: IORedis;
  const open: EventStreams[] = [];

  beforeAll(async () => {
    redis = await OwnRedis.start();
    writer = new IORedis(redis.url, { maxRetriesPerRequest: null });
  });

  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    writer.disconnect();
    await redis.down();
  });

  /** A reader of `keys` from now on, recording what it hands over and counting its reads. */
  async function reader(keys: string[]) {
    const client = createRedis(redis.url, 'test-events');
    const seen: [stream: number, event: string][] = [];
    let reads = 0;
    const xread = client.xread.bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as { xread: typeof xread }).xread = (...args) => {
      reads++;
      return xread(...args);
    };
    const streams = new EventStreams(
      client,
      keys,
      (stream, [, fields]: StreamEntry) => seen.push([stream, fields[1]]),
      () => undefined,
    );
    open.push(streams);
    await streams.start();
    return { seen, reads: () => reads };
  }

  const until = async (check: () => boolean, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  it('hands over each entry added after start once, in order, from every stream', async () => {
    await writer.xadd('a:events', '*', 'event', 'before');
    const { seen } = await reader(['a:events', 'b:events']);
    await writer.xadd('b:events', '*', 'event', 'b1');
    await writer.xadd('a:events', '*', 'event', 'a1');
    await writer.xadd('a:events', '*', 'event', 'a2');
    await until(() => seen.length >= 3);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.filter(([s]) => s === 0)).toEqual([
      [0, 'a1'],
      [0, 'a2'],
    ]);
    expect(seen.filter(([s]) => s === 1)).toEqual([[1, 'b1']]);
  });

  it('under a stream of entries, reads at most once per READ_GAP_MS, each read taking all that came', async () => {
    const { seen, reads } = await reader(['c:events']);
    const before = reads();
    const started = Date.now();
    for (let i = 0; i < 200; i++) await writer.xadd('c:events', '*', 'event', `e${i}`);
    await until(() => seen.length >= 200);
    const elapsed = Date.now() - started;
    expect(seen.map(([, e]) => e)).toEqual(Array.from({ length: 200 }, (_, i) => `e${i}`));
    // a read per entry (or per few) without the gap: 200 entries, one round trip each, took far less than 400 ms
    expect(reads() - before).toBeLessThanOrEqual(Math.ceil(elapsed / READ_GAP_MS) + 2);
    expect(reads() - before).toBeLessThan(100);
  });

  it('goes on after Redis restarts: what is added then is handed over, nothing twice', async () => {
    const { seen } = await reader(['d:events']);
    await writer.xadd('d:events', '*', 'event', 'd1');
    await until(() => seen.length >= 1);
    await redis.down();
    await redis.up();
    await writer.xadd('d:events', '*', 'event', 'd2');
    await until(() => seen.length >= 2, 20_000);
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).toEqual([
      [0, 'd1'],
      [0, 'd2'],
    ]);
  });
});
