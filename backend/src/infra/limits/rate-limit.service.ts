import { Inject, Injectable, Logger } from '@nestjs/common';
import type IORedis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

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
 * Fixed-window counters in Redis (rate-limiter-flexible's RateLimiterRedis on the app's client), so a
 * limit holds across every API process. Over the limit is a 429 'Too many requests. Please try again
 * in N seconds.' with Retry-After: N (N = what is left of the window). A key is
 * `<QUEUE_PREFIX>:limit:<limit>:<who>`, lower case.
 */
@Injectable()
export class RateLimitService {
  private readonly logger = new Logger('RateLimit');
  private readonly prefix: string;
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(AppConfig) config: AppConfig,
  ) {
    this.prefix = `${config.settings.QUEUE_PREFIX}:limit`;
  }

  /** Counts one event and refuses it when it goes over the limit. */
  async hit(limit: Limit, key: string): Promise<void> {
    if (limit.max <= 0) return;
    await this.run(limit, (l) => l.consume(key.toLowerCase()));
  }

  /** Refuses when the limit is already reached, without counting (count with `record` afterwards). */
  async check(limit: Limit, key: string): Promise<void> {
    if (limit.max <= 0) return;
    const res = await this.run(limit, (l) => l.get(key.toLowerCase()));
    if (res && res.consumedPoints >= limit.max) this.refuse(res, limit);
  }

  /** The events counted in the current window (0 when the limit is off). */
  async count(limit: Limit, key: string): Promise<number> {
    if (limit.max <= 0) return 0;
    return (await this.run(limit, (l) => l.get(key.toLowerCase())))?.consumedPoints ?? 0;
  }

  /** Counts one event without refusing it. */
  async record(limit: Limit, key: string): Promise<void> {
    if (limit.max <= 0) return;
    await this.run(limit, (l) => l.penalty(key.toLowerCase(), 1));
  }

  /** Takes back one counted event (a call that did nothing after all); a window that has ended is left alone. */
  async undo(limit: Limit, key: string): Promise<void> {
    if (limit.max <= 0) return;
    const k = key.toLowerCase();
    const counted = await this.run(limit, (l) => l.get(k));
    if (counted && counted.consumedPoints > 0) await this.run(limit, (l) => l.reward(k, 1));
  }

  async reset(limit: Limit, key: string): Promise<void> {
    await this.run(limit, (l) => l.delete(key.toLowerCase()));
  }

  private limiter(limit: Limit): RateLimiterRedis {
    let limiter = this.limiters.get(limit.name);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.prefix}:${limit.name}`,
        points: limit.max,
        duration: limit.windowSeconds,
      });
      this.limiters.set(limit.name, limiter);
    }
    return limiter;
  }

  private refuse(res: RateLimiterRes, limit: Limit): never {
    const seconds = res.msBeforeNext > 0 ? Math.ceil(res.msBeforeNext / 1000) : limit.windowSeconds;
    throw new TooManyRequestsException(tooManyRequests(seconds), seconds);
  }

  /** Runs `op` on the limit's limiter: over the limit is a 429, Redis failing a 503. */
  private async run<T>(limit: Limit, op: (limiter: RateLimiterRedis) => Promise<T>): Promise<T> {
    try {
      return await op(this.limiter(limit));
    } catch (err) {
      if (err instanceof RateLimiterRes) this.refuse(err, limit);
      this.logger.warn(`rate limit check failed: ${(err as Error).message}`);
      throw new UnavailableException(MESSAGES.unavailable);
    }
  }
}
