import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import { AppConfig } from '../../config/app-config';

export interface SessionClaims {
  /** user id */
  sub: string;
  username: string;
}

/** A verified token: its claims, its session id and when it expires (seconds since the epoch). */
export interface Session extends SessionClaims {
  jti: string;
  exp: number;
}

export const SESSION_COOKIE = 'session';
export const SESSION_TTL_SECONDS = 7 * 24 * 3600;
/** Tokens are short; anything longer is not one of ours and is not even parsed. */
const MAX_TOKEN_LENGTH = 2048;

/** Signs and checks the session token (a JWT) carried by the cookie or the bearer header. */
@Injectable()
export class SessionTokenService {
  /** made once: jsonwebtoken would otherwise build a key from the string on every call */
  private readonly secret: KeyObject;

  constructor(@Inject(AppConfig) config: AppConfig) {
    if (!config.sessionSecret) throw new Error('SESSION_SECRET: required by the API process');
    this.secret = createSecretKey(Buffer.from(config.sessionSecret, 'utf8'));
  }

  /** A new token with a session id of its own (jti), so that signing out can revoke exactly it. */
  sign(claims: SessionClaims): string {
    return jwt.sign({ username: claims.username }, this.secret, {
      subject: claims.sub,
      expiresIn: SESSION_TTL_SECONDS,
      algorithm: 'HS256',
      jwtid: randomUUID(),
    });
  }

  /** The session of a valid token, or null for a missing, malformed, forged or expired one. */
  verify(token: unknown): Session | null {
    if (typeof token !== 'string' || !token || token.length > MAX_TOKEN_LENGTH) return null;
    try {
      const d = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof d !== 'object' || typeof d.sub !== 'string' || typeof d.username !== 'string') return null;
      if (typeof d.jti !== 'string' || typeof d.exp !== 'number') return null;
      return { sub: d.sub, username: d.username, jti: d.jti, exp: d.exp };
    } catch {
      return null;
    }
  }

  /** The token of a request: `Authorization: Bearer` first, else the `session` cookie. */
  tokenFrom(headers: { cookie?: unknown; authorization?: unknown }): { token: string; via: 'bearer' | 'cookie' } | null {
    const auth = typeof headers.authorization === 'string' ? headers.authorization : undefined;
    const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (bearer) return { token: bearer, via: 'bearer' };
    const cookie = readCookie(headers.cookie, SESSION_COOKIE);
    return cookie ? { token: cookie, via: 'cookie' } : null;
  }
}

/** One cookie's value; a malformed header or value counts as no cookie (never throws). */
export function readCookie(header: unknown, name: string): string | null {
  if (typeof header !== 'string' || !header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
