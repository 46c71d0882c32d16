import { Logger } from '@nestjs/common';
import IORedis, { type RedisOptions } from 'ioredis';

const logger = new Logger('Redis');
/** Clients (by name) that reported being down and have not been ready since. */
const down = new Set<string>();

/**
 * Logs one warning when a named Redis client (or a BullMQ object using it) loses its connection, and
 * one line when it is ready again: never one per retry. Returns the error listener to attach.
 */
export function connectionWatch(name: string): (err: Error) => void {
  return (err) => {
    if (down.has(name)) return;
    down.add(name);
    logger.warn(
      { event: 'redis-down', client: name, error: err.message },
      `Redis client ${name} lost its connection: ${err.message}`,
    );
  };
}

/** Logs one line when a named client that was down works again (a BullMQ worker: it fetched from Redis). */
export function markReady(name: string): void {
  if (!down.delete(name)) return;
  logger.log({ event: 'redis-up', client: name }, `Redis client ${name} is connected again`);
}

const RECONNECTING = { maxRetriesPerRequest: null, retryStrategy: (times: number) => Math.min(times * 100, 1000) };

/** The same settings as options, for BullMQ to make its own clients from (@nestjs/bullmq). */
export const reconnectingOptions = (url: string) => ({ url, ...RECONNECTING });

/**
 * A Redis client for BullMQ and the Socket.IO adapter: reconnects forever, at most a second apart,
 * so the app recovers by itself when Redis comes back. Each client has an error listener that logs
 * one JSON warning per state change, under `name`.
 */
export function createRedis(url: string, name: string, extra: RedisOptions = {}): IORedis {
  const client = new IORedis(url, { ...RECONNECTING, ...extra });
  watch(client, name);
  return client;
}

/** Attaches the quiet listeners to a client made elsewhere (a duplicate). */
export function watch(client: IORedis, name: string): IORedis {
  client.on('error', connectionWatch(name));
  client.on('ready', () => markReady(name));
  return client;
}

/**
 * A client for requests a person waits on (adding a job, throttling): no offline queue, one retry,
 * commands that fail within `timeoutMs`, so a Redis outage answers 503 at once instead of hanging.
 */
export function createRequestRedis(url: string, name: string, timeoutMs = 1500): IORedis {
  return createRedis(url, name, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: timeoutMs });
}
