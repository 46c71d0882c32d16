import { Inject, Injectable, Logger } from '@nestjs/common';
import type IORedis from 'ioredis';

import { AppConfig } from '../../config/app-config';
import { MESSAGES } from '../../contracts';
import { Batcher } from '../../infra/batcher';
import { UnavailableException } from '../../infra/http/http-errors';
import { REDIS } from '../../infra/queue/queue.tokens';
import { type Session, SessionTokenService } from './session-token.service';

type Headers = { cookie?: unknown; authorization?: unknown };

/**
 * The sessions behind tokens. Signing out writes a revocation record into Redis that lives as long as
 * the token would have, so every API process refuses it from then on; listeners (the socket gateway)
 * are told, to close that session's sockets.
 */
@Injectable()
export class SessionsService {
  private readonly logger = new Logger('Sessions');
  private readonly prefix: string;
  private readonly revokedListeners: ((jti: string) => void)[] = [];
  /** checks made while others are on their way go together, in one MGET */
  private readonly revocations = new Batcher((keys: string[]) => this.redis.mget(keys));

  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(SessionTokenService) private readonly tokens: SessionTokenService,
    @Inject(AppConfig) config: AppConfig,
  ) {
    this.prefix = `${config.settings.QUEUE_PREFIX}:revoked-session`;
  }

  /** The live session of a request's token; null when there is none or it is invalid or revoked. 503 when Redis cannot say. */
  async authenticate(headers: Headers): Promise<Session | null> {
    const found = this.tokens.tokenFrom(headers);
    return found ? this.check(found.token) : null;
  }

  /** A token's live session, or null. */
  async check(token: unknown): Promise<Session | null> {
    const session = this.tokens.verify(token);
    if (!session) return null;
    return (await this.isRevoked(session.jti)) ? null : session;
  }

  async revoke(session: Session): Promise<void> {
    const ttl = Math.max(1, session.exp - Math.floor(Date.now() / 1000));
    await this.run(() => this.redis.set(this.key(session.jti), '1', 'EX', ttl));
    for (const listener of this.revokedListeners) listener(session.jti);
  }

  onRevoked(listener: (jti: string) => void) {
    this.revokedListeners.push(listener);
  }

  private async isRevoked(jti: string): Promise<boolean> {
    return (await this.run(() => this.revocations.call(this.key(jti)))) !== null;
  }

  private key(jti: string) {
    return `${this.prefix}:${jti}`;
  }

  private async run<T>(op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (err) {
      this.logger.warn(`session check failed: ${(err as Error).message}`);
      throw new UnavailableException(MESSAGES.unavailable);
    }
  }
}
