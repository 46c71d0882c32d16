import { Inject, Injectable, Logger } from '@nestjs/common';
import type IORedis from 'ioredis';

import { AppConfig } from '../../config/app-config';
import { MESSAGES } from '../../contracts';
import { Batcher } from '../../infra/batcher';
import { UnavailableException } from '../../infra/http/http-errors';
import { REDIS } from '../../infra/queue/queue.tokens';
import { type Session, SESSION_TTL_SECONDS, SessionTokenService } from './session-token.service';

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

  /** Whether the request sends a session at all (a bearer token or the session cookie), valid or not. */
  presented(headers: Headers): boolean {
    return this.tokens.tokenFrom(headers) !== null;
  }

  /** A token's live session, or null (revoked, or older than the account's session generation). */
  async check(token: unknown): Promise<Session | null> {
    const session = this.tokens.verify(token);
    if (!session) return null;
    const [revoked, generation] = await this.run(() =>
      Promise.all([
        this.revocations.call(this.key(session.jti)),
        this.revocations.call(this.generationKey(session.sub)),
      ]),
    );
    if (revoked !== null) return null;
    return (session.gen ?? 0) < Number(generation ?? 0) ? null : session;
  }

  /** The account's session generation, for a new token (0 until its sessions were first all ended). */
  async generationOf(userId: string): Promise<number> {
    return Number((await this.run(() => this.redis.get(this.generationKey(userId)))) ?? 0);
  }

  /**
   * Ends every session of the account (a password change, a deleted account): its generation goes up,
   * so every token signed before is refused on every API process. Answers the new generation, for the
   * token that carries on (the password change's). Kept as long as a token lives.
   */
  async endAllOf(userId: string): Promise<number> {
    const key = this.generationKey(userId);
    const [[, generation]] = (await this.run(() =>
      this.redis.multi().incr(key).expire(key, SESSION_TTL_SECONDS).exec(),
    )) as [[Error | null, number]];
    return generation;
  }

  async revoke(session: Session): Promise<void> {
    const ttl = Math.max(1, session.exp - Math.floor(Date.now() / 1000));
    await this.run(() => this.redis.set(this.key(session.jti), '1', 'EX', ttl));
    for (const listener of this.revokedListeners) listener(session.jti);
  }

  onRevoked(listener: (jti: string) => void) {
    this.revokedListeners.push(listener);
  }

  private key(jti: string) {
    return `${this.prefix}:${jti}`;
  }

  private generationKey(userId: string) {
    return `${this.prefix}:generation:${userId}`;
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
