import { createHmac, timingSafeEqual } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';

import { AppConfig } from '../../config/app-config';
import { readCookie } from '../../infra/http/cookies';

export const KNOWN_DEVICE_COOKIE = 'known_device';
export const KNOWN_DEVICE_TTL_SECONDS = 365 * 24 * 3600;
/** accounts remembered per browser (the most recent ones) */
const MAX_ACCOUNTS = 10;
const MAX_COOKIE_LENGTH = 1024;

/**
 * The "known device" cookie: the ids of the accounts this browser signed in to, signed with a key
 * derived from SESSION_SECRET (so nobody can add an account to it). A sign-in from a known device is
 * never slowed by other people's failures on the same username (AuthService.signIn).
 */
@Injectable()
export class KnownDevices {
  private readonly key: Buffer;

  constructor(@Inject(AppConfig) config: AppConfig) {
    if (!config.sessionSecret) throw new Error('SESSION_SECRET: required by the API process');
    this.key = createHmac('sha256', config.sessionSecret).update('known-device cookie').digest();
  }

  /** The account ids a request's cookie vouches for; none for a missing, malformed or forged cookie. */
  accounts(cookieHeader: unknown): string[] {
    const value = readCookie(cookieHeader, KNOWN_DEVICE_COOKIE);
    if (!value || value.length > MAX_COOKIE_LENGTH) return [];
    const [version, payload, mac] = value.split('.');
    if (version !== 'v1' || !payload || !mac) return [];
    const expected = Buffer.from(this.mac(payload), 'base64url');
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
    try {
      const ids: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  }

  /** The cookie value after a successful sign-in to `userId` (it goes to the end: the most recent). */
  remember(cookieHeader: unknown, userId: string): string {
    const ids = [...this.accounts(cookieHeader).filter((id) => id !== userId), userId].slice(-MAX_ACCOUNTS);
    const payload = Buffer.from(JSON.stringify(ids), 'utf8').toString('base64url');
    return `v1.${payload}.${this.mac(payload)}`;
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
