import { Inject, Injectable, Logger } from '@nestjs/common';
import type IORedis from 'ioredis';

import { AppConfig } from '../../config/app-config';
import { REDIS } from '../queue/queue.tokens';

/** A socket registered longer ago than this no longer counts (its process may have died without saying). */
const STALE_MS = 24 * 3600 * 1000;

/**
 * The caps on open sockets, kept in Redis so that they hold across API processes: SOCKETS_PER_USER
 * per signed-in user (one more unregisters the oldest, which the gateway then closes, wherever it
 * lives) and ANONYMOUS_SOCKETS_PER_IP per client IP (one more is refused). Each is a sorted set of
 * socket ids by connection time. When Redis cannot answer, sockets are let in (a push channel is
 * not worth refusing over an outage).
 */
@Injectable()
export class SocketCaps {
  private readonly logger = new Logger('SocketCaps');
  private readonly prefix: string;
  private readonly perUser: number;
  private readonly perIp: number;

  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(AppConfig) config: AppConfig,
  ) {
    this.prefix = `${config.settings.QUEUE_PREFIX}:sockets`;
    this.perUser = config.settings.SOCKETS_PER_USER;
    this.perIp = config.settings.ANONYMOUS_SOCKETS_PER_IP;
  }

  /** Registers a user's socket; answers the ids of that user's sockets over the cap (oldest first), no longer registered. */
  async admitUser(userId: string, socketId: string): Promise<string[]> {
    if (this.perUser <= 0) return [];
    const k = this.userKey(userId);
    const now = Date.now();
    const over = -(this.perUser + 1);
    const result = await this.run(() =>
      this.redis
        .multi()
        .zremrangebyscore(k, 0, now - STALE_MS)
        .zadd(k, now, socketId)
        .zrange(k, 0, over)
        .zremrangebyrank(k, 0, over)
        .pexpire(k, STALE_MS)
        .exec(),
    );
    const evicted = result?.[2]?.[1];
    return Array.isArray(evicted) ? evicted.filter((id): id is string => typeof id === 'string') : [];
  }

  /** Registers an anonymous socket of a client IP; false (and not registered) when the IP is at its cap. */
  async admitAnonymous(ip: string, socketId: string): Promise<boolean> {
    if (this.perIp <= 0) return true;
    const k = this.ipKey(ip);
    const now = Date.now();
    const result = await this.run(() =>
      this.redis
        .multi()
        .zremrangebyscore(k, 0, now - STALE_MS)
        .zadd(k, now, socketId)
        .zcard(k)
        .pexpire(k, STALE_MS)
        .exec(),
    );
    if (Number(result?.[2]?.[1] ?? 0) <= this.perIp) return true;
    await this.run(() => this.redis.zrem(k, socketId));
    return false;
  }

  /** A socket went away. */
  async release(socket: { userId: string | null; ip: string | null }, socketId: string): Promise<void> {
    if (socket.userId && this.perUser > 0)
      await this.run(() => this.redis.zrem(this.userKey(socket.userId!), socketId));
    else if (socket.ip && this.perIp > 0) await this.run(() => this.redis.zrem(this.ipKey(socket.ip!), socketId));
  }

  private userKey(userId: string) {
    return `${this.prefix}:user:${userId}`;
  }

  private ipKey(ip: string) {
    return `${this.prefix}:ip:${ip}`;
  }

  private async run<T>(op: () => Promise<T>): Promise<T | null> {
    try {
      return await op();
    } catch (err) {
      this.logger.warn(`socket cap check failed: ${(err as Error).message}`);
      return null;
    }
  }
}

/**
 * The client IP of a handshake, as Express names it for HTTP requests (`trust proxy`): the socket's
 * address, or, while each hop is trusted, the next address of X-Forwarded-For from the right.
 */
export function clientIp(
  remote: string,
  forwardedFor: unknown,
  trust: ((address: string, hop: number) => boolean) | undefined,
): string {
  const forwarded = typeof forwardedFor === 'string' ? forwardedFor.split(',').map((a) => a.trim()) : [];
  const chain = [remote, ...forwarded.filter(Boolean).reverse()];
  if (!trust) return remote;
  let hop = 0;
  while (hop < chain.length - 1 && trust(chain[hop], hop)) hop++;
  return chain[hop];
}
