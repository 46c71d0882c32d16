import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type IORedis from 'ioredis';

import { AppConfig } from '../../config/app-config';
import { REDIS } from '../queue/queue.tokens';

/** A worker counts as alive while its heartbeat key lives: written every 10 s, kept 30 s. */
export const HEARTBEAT_EVERY_MS = 10_000;
export const HEARTBEAT_TTL_MS = 30_000;

export const heartbeatPrefix = (queuePrefix: string) => `${queuePrefix}:workers:`;
/** One key per worker; the host name first, so that a container's health command finds its own. */
export const heartbeatKey = (queuePrefix: string) =>
  `${heartbeatPrefix(queuePrefix)}${hostname()}:${process.pid}-${randomBytes(4).toString('hex')}`;
/** The keys of the workers on this host. */
export const ownHostPattern = (queuePrefix: string) => `${heartbeatPrefix(queuePrefix)}${hostname()}:*`;

/** Every heartbeat key under a prefix (SCAN, never KEYS). */
export async function heartbeats(redis: IORedis, match: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 500);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

/** In each worker: tells /api/health (and the container's health check) that this process is alive. */
@Injectable()
export class WorkerHeartbeat implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('WorkerHeartbeat');
  private readonly key: string;
  private timer?: NodeJS.Timeout;
  private failing = false;

  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(AppConfig) config: AppConfig,
  ) {
    this.key = heartbeatKey(config.settings.QUEUE_PREFIX);
  }

  async onModuleInit() {
    await this.beat();
    this.timer = setInterval(() => void this.beat(), HEARTBEAT_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.redis.del(this.key).catch(() => undefined);
  }

  private async beat() {
    try {
      await this.redis.set(
        this.key,
        JSON.stringify({ pid: process.pid, at: new Date().toISOString() }),
        'PX',
        HEARTBEAT_TTL_MS,
      );
      if (this.failing) this.logger.log('heartbeat written again');
      this.failing = false;
    } catch (err) {
      if (!this.failing) this.logger.warn(`could not write the heartbeat: ${(err as Error).message}`);
      this.failing = true;
    }
  }
}
