import IORedis, { type RedisOptions } from 'ioredis';

/**
 * A Redis client for BullMQ and the Socket.IO adapter: reconnects forever, at most a second apart,
 * so the app recovers by itself when Redis comes back.
 */
export function createRedis(url: string, extra: RedisOptions = {}): IORedis {
  return new IORedis(url, {
    maxRetriesPerRequest: null,
    retryStrategy: (times) => Math.min(times * 100, 1000),
    ...extra,
  });
}
