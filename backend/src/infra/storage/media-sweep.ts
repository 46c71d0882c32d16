import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type IORedis from 'ioredis';

import { AppConfig } from '../../config/app-config';
import { REDIS } from '../queue/queue.tokens';
import { keyOf } from './media-keys';
import { MediaRefs } from './media-refs.repository';
import { MediaStorage } from './media-storage.port';

export const ORPHAN_AGE_MS = 24 * 3600 * 1000;
const SWEEP_EVERY_MS = 3600 * 1000;
const FIRST_SWEEP_MS = 60 * 1000;

/**
 * In the worker: removes stored files no row points at any more, once they are a day old (a job
 * still running may have stored a file it has not recorded yet). One worker sweeps at a time.
 */
@Injectable()
export class MediaSweep implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('MediaSweep');
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(MediaStorage) private readonly storage: MediaStorage,
    @Inject(MediaRefs) private readonly refs: MediaRefs,
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    const tick = (delay: number) => {
      this.timer = setTimeout(() => {
        this.sweepOnce()
          .catch((err: Error) => this.logger.warn(`media sweep failed: ${err.message}`))
          .finally(() => tick(SWEEP_EVERY_MS));
      }, delay);
      this.timer.unref();
    };
    tick(FIRST_SWEEP_MS);
  }

  onApplicationShutdown() {
    clearTimeout(this.timer);
  }

  /** One pass, under a lock so that several workers do not all list the store. Answers how many files went. */
  async sweepOnce(): Promise<number> {
    const lock = `${this.config.settings.QUEUE_PREFIX}:media-sweep`;
    if ((await this.redis.set(lock, String(process.pid), 'PX', 10 * 60 * 1000, 'NX')) !== 'OK') return 0;
    try {
      return await this.sweep();
    } finally {
      await this.redis.del(lock);
    }
  }

  async sweep(olderThanMs = ORPHAN_AGE_MS): Promise<number> {
    const before = Date.now() - olderThanMs;
    const candidates: string[] = [];
    for await (const file of this.storage.list()) if (file.modified.getTime() < before) candidates.push(file.url);
    if (!candidates.length) return 0;
    // read after listing: a row written meanwhile keeps its file
    const referenced = await this.refs.referencedKeys();
    let removed = 0;
    for (const url of candidates) {
      if (referenced.has(keyOf(url)!)) continue;
      await this.storage.delete(url);
      removed++;
    }
    if (removed) this.logger.log(`media sweep removed ${removed} orphaned file(s)`);
    return removed;
  }
}
