import { Inject, Injectable, Logger } from '@nestjs/common';
import type IORedis from 'ioredis';

import { AppConfig } from '../../config/app-config';
import { MESSAGES, tooManyRequests } from '../../contracts';
import { TooManyRequestsException, UnavailableException } from '../http/http-errors';
import { REDIS } from '../queue/queue.tokens';

/** One limit: at most `max` events per `windowSeconds` for one key (0 = no limit). */
export interface Limit {
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in Redis, so a limit holds across every API process. Over the limit is a 429
 * 'Too many requests. Please try again in N seconds.' with Retry-After: N (N = what is left of the window).
 */
@Injectable()
export class RateLimitService {
  private readonly logger = new Logger('RateLimit');
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(AppConfig) config: AppConfig,
  ) {
    this.prefix = `${config.settings.QUEUE_PREFIX}:limit`;
  }

  /** Counts one event and refuses it when it goes over the limit. */
  async hit(limit: Limit, key: string): Promise<void> {
    if (limit.max <= 0) return;
    const k = this.key(limit, key);
    const result = await this.run(() => this.redis.multi().incr(k).expire(k, limit.windowSeconds, 'NX').ttl(k).exec());
    const count = Number(result?.[0]?.[1] ?? 0);
    if (count > limit.max) this.refuse(Number(result?.[2]?.[1] ?? limit.windowSeconds), limit);
  }

  /** Refuses when the limit is already reached, without counting (count with `record` afterwards). */
  async check(limit: Limit, key: string): Promise<void> {
    if (limit.max <= 0) return;
    const k = this.key(limit, key);
    const [count, ttl] = await this.run(() => Promise.all([this.redis.get(k), this.redis.ttl(k)]));
    if (Number(count ?? 0) >= limit.max) this.refuse(ttl, limit);
  }

  /** The events counted in the current window (0 when the limit is off). */
  async count(limit: Limit, key: string): Promise<number> {
    if (limit.max <= 0) return 0;
    return Number((await this.run(() => this.redis.get(this.key(limit, key)))) ?? 0);
  }

  async record(limit: Limit, key: string): Promise<void> {
    if (limit.max <= 0) return;
    const k = this.key(limit, key);
    await this.run(() => this.redis.multi().incr(k).expire(k, limit.windowSeconds, 'NX').exec());
  }

  /** Takes back one counted event (a call that did nothing after all), never below zero. */
  async undo(limit: Limit, key: string): Promise<void> {
    if (limit.max <= 0) return;
    const k = this.key(limit, key);
    await this.run(() =>
      this.redis.eval(
        "if (tonumber(redis.call('GET', KEYS[1]) or '0') > 0) then return redis.call('DECR', KEYS[1]) end return 0",
        1,
        k,
      ),
    );
  }

  async reset(limit: Limit, key: string): Promise<void> {
    await this.run(() => this.redis.del(this.key(limit, key)));
  }

  private refuse(ttl: number, limit: Limit): never {
    const seconds = ttl > 0 ? ttl : limit.windowSeconds;
    throw new TooManyRequestsException(tooManyRequests(seconds), seconds);
  }

  private key(limit: Limit, key: string) {
    return `${this.prefix}:${limit.name}:${key.toLowerCase()}`;
  }

  private async run<T>(op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (err) {
      this.logger.warn(`rate limit check failed: ${(err as Error).message}`);
      throw new UnavailableException(MESSAGES.unavailable);
    }
  }
}
