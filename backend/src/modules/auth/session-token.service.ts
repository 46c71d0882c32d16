import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { createSecretKey, type KeyObject } from 'node:crypto';
import { AppConfig } from '../../config/app-config';

export interface SessionClaims {
  /** user id */
  sub: string;
  username: string;
}

export const SESSION_COOKIE = 'session';
export const SESSION_TTL_SECONDS = 7 * 24 * 3600;

/** Signs and checks the session token (a JWT) carried by the cookie or the bearer header. */
@Injectable()
export class SessionTokenService {
  /** made once: jsonwebtoken would otherwise build a key from the string on every call */
  private readonly secret: KeyObject;

  constructor(@Inject(AppConfig) config: AppConfig) {
    if (!config.sessionSecret) throw new Error('SESSION_SECRET: required by the API process');
    this.secret = createSecretKey(Buffer.from(config.sessionSecret, 'utf8'));
  }

  sign(claims: SessionClaims): string {
    return jwt.sign({ username: claims.username }, this.secret, {
      subject: claims.sub,
      expiresIn: SESSION_TTL_SECONDS,
      algorithm: 'HS256',
    });
  }

  /** The claims of a valid token, or null for a missing, forged or expired one. */
  verify(token: string | undefined | null): SessionClaims | null {
    if (!token) return null;
    try {
      const decoded = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof decoded !== 'object' || typeof decoded.sub !== 'string' || typeof decoded.username !== 'string') return null;
      return { sub: decoded.sub, username: decoded.username };
    } catch {
      return null;
    }
  }

  /** Reads the token from a `Cookie` header or an `Authorization: Bearer` header. */
  fromHeaders(headers: { cookie?: string; authorization?: string }): SessionClaims | null {
    const bearer = headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (bearer) return this.verify(bearer);
    return this.verify(readCookie(headers.cookie, SESSION_COOKIE));
  }
}

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}
