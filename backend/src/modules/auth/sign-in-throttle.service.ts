import { Inject, Injectable } from '@nestjs/common';
import type IORedis from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { REDIS } from '../../infra/queue/queue.tokens';
import { ServiceDownException } from '../../infra/http/dependency-errors';
import { TooManyRequestsException } from '../../infra/http/http-errors';

export const MAX_FAILURES = 10;
export const WINDOW_SECONDS = 15 * 60;

/** After 10 failed sign-ins for one username from one address within 15 minutes, answer 429. */
@Injectable()
export class SignInThrottleService {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(AppConfig) config: AppConfig,
  ) {
    this.prefix = `${config.settings.QUEUE_PREFIX}:signin-failures`;
  }

  private key(username: string, ip: string) {
    return `${this.prefix}:${username.toLowerCase()}:${ip}`;
  }

  async assertAllowed(username: string, ip: string): Promise<void> {
    const key = this.key(username, ip);
    const [count, ttl] = await this.run(() => Promise.all([this.redis.get(key), this.redis.ttl(key)]));
    if (Number(count ?? 0) >= MAX_FAILURES) {
      throw new TooManyRequestsException('Too many failed sign-in attempts. Please try again later.', Math.max(ttl, 1));
    }
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    const key = this.key(username, ip);
    await this.run(() => this.redis.multi().incr(key).expire(key, WINDOW_SECONDS, 'NX').exec());
  }

  async reset(username: string, ip: string): Promise<void> {
    await this.run(() => this.redis.del(this.key(username, ip)));
  }

  private async run<T>(op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch {
      throw new ServiceDownException();
    }
  }
}
