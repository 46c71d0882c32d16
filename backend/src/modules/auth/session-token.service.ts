import { createSecretKey, hash, type KeyObject, randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';

import { AppConfig } from '../../config/app-config';
import { readCookie, SESSION_COOKIE } from '../../infra/http/cookies';

export interface SessionClaims {
  /** user id */
  sub: string;
  username: string;
  /** the account's session generation when it was signed: a password change or a deleted account ends older ones */
  gen?: number;
}

/** A verified token: its claims, its session id and when it expires (seconds since the epoch). */
export interface Session extends SessionClaims {
  jti: string;
  exp: number;
}

export const SESSION_TTL_SECONDS = 7 * 24 * 3600;
/** Tokens are short; anything longer is not one of ours and is not even parsed. */
const MAX_TOKEN_LENGTH = 2048;
/** Verified tokens kept (by their hash) for their remaining life, so a request verifies its token once. */
const VERIFIED_CACHE_SIZE = 10_000;

/** Signs and checks the session token (a JWT) carried by the cookie or the bearer header. */
@Injectable()
export class SessionTokenService {
  /** made once: jsonwebtoken would otherwise build a key from the string on every call */
  private readonly secret: KeyObject;
  /** least recently used first; only valid tokens are kept, never the tokens themselves */
  private readonly verified = new Map<string, Session>();

  constructor(@Inject(AppConfig) config: AppConfig) {
    if (!config.sessionSecret) throw new Error('SESSION_SECRET: required by the API process');
    this.secret = createSecretKey(Buffer.from(config.sessionSecret, 'utf8'));
  }

  /** A new token with a session id of its own (jti), so that signing out can revoke exactly it. */
  sign(claims: SessionClaims): string {
    return jwt.sign({ username: claims.username, ...(claims.gen ? { gen: claims.gen } : {}) }, this.secret, {
      subject: claims.sub,
      expiresIn: SESSION_TTL_SECONDS,
      algorithm: 'HS256',
      jwtid: randomUUID(),
    });
  }

  /**
   * The session of a valid token, or null for a missing, malformed, forged or expired one. A token
   * verified before answers from the cache until it expires (revocation is the caller's check).
   */
  verify(token: unknown): Session | null {
    if (typeof token !== 'string' || !token || token.length > MAX_TOKEN_LENGTH) return null;
    // the one-shot hash: no Hash object per request
    const key = hash('sha256', token, 'base64');
    const cached = this.verified.get(key);
    if (cached) {
      this.verified.delete(key);
      if (cached.exp * 1000 <= Date.now()) return null;
      this.verified.set(key, cached);
      return cached;
    }
    const session = this.verifyToken(token);
    if (session) {
      this.verified.set(key, session);
      if (this.verified.size > VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
    }
    return session;
  }

  private verifyToken(token: string): Session | null {
    try {
      const d = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof d !== 'object' || typeof d.sub !== 'string' || typeof d.username !== 'string') return null;
      if (typeof d.jti !== 'string' || typeof d.exp !== 'number') return null;
      const gen = typeof d.gen === 'number' ? d.gen : 0;
      return { sub: d.sub, username: d.username, jti: d.jti, exp: d.exp, gen };
    } catch {
      return null;
    }
  }

  /** The token of a request: `Authorization: Bearer` first, else the `session` cookie. */
  tokenFrom(headers: {
    cookie?: unknown;
    authorization?: unknown;
  }): { token: string; via: 'bearer' | 'cookie' } | null {
    const auth = typeof headers.authorization === 'string' ? headers.authorization : undefined;
    const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (bearer) return { token: bearer, via: 'bearer' };
    const cookie = readCookie(headers.cookie, SESSION_COOKIE);
    return cookie ? { token: cookie, via: 'cookie' } : null;
  }
}
