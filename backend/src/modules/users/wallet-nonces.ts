import { Inject, Injectable, Logger } from '@nestjs/common';
import type IORedis from 'ioredis';

import { AppConfig } from '../../config/app-config';
import { MESSAGES } from '../../contracts';
import { UnavailableException } from '../../infra/http/http-errors';
import { REDIS } from '../../infra/queue/queue.tokens';

/** A sign-in message as it was issued: to whom, for which address, and until when. */
export interface IssuedNonce {
  userId: string;
  /** the session (token id) that asked for it */
  sessionId: string;
  address: string;
  message: string;
  expiresAt: string;
}

/** An expired message is still found this long, so that it is refused as expired rather than unknown. */
const KEEP_EXPIRED_MS = 10 * 60_000;

/** The sign-in nonces of wallet links, in Redis: each one is taken once (GETDEL), on every API process. */
@Injectable()
export class WalletNonces {
  private readonly logger = new Logger('WalletNonces');
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(AppConfig) config: AppConfig,
  ) {
    this.prefix = `${config.settings.QUEUE_PREFIX}:wallet-nonce`;
  }

  async save(nonce: string, issued: IssuedNonce): Promise<void> {
    const ttl = new Date(issued.expiresAt).getTime() - Date.now() + KEEP_EXPIRED_MS;
    await this.run(() => this.redis.set(this.key(nonce), JSON.stringify(issued), 'PX', ttl));
  }

  /** The nonce's record, removed in the same step; null when it is unknown or was taken already. */
  async take(nonce: string): Promise<IssuedNonce | null> {
    const raw = await this.run(() => this.redis.getdel(this.key(nonce)));
    return raw ? (JSON.parse(raw) as IssuedNonce) : null;
  }

  private key(nonce: string) {
    return `${this.prefix}:${nonce}`;
  }

  private async run<T>(op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (err) {
      this.logger.warn(`wallet nonce store failed: ${(err as Error).message}`);
      throw new UnavailableException(MESSAGES.unavailable);
    }
  }
}
