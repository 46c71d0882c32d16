import type { Request, Response } from 'express';

import type { Settings } from '../../config/config.schema';
import { SESSION_COOKIE } from '../../infra/http/cookies';
import { SESSION_TTL_SECONDS } from '../auth/session-token.service';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_TTL_SECONDS } from './known-device.service';

/**
 * Whether the auth cookies are `Secure`: always in production or when PUBLIC_URL is https (a TLS proxy
 * in front may talk plain HTTP to us, and TRUST_PROXY may be unset), else only on a request over TLS.
 */
export function secureCookies(settings: Pick<Settings, 'NODE_ENV' | 'PUBLIC_URL'>, requestIsSecure: boolean): boolean {
  return settings.NODE_ENV === 'production' || settings.PUBLIC_URL.startsWith('https:') || requestIsSecure;
}

type CookieSettings = Pick<Settings, 'NODE_ENV' | 'PUBLIC_URL'>;

function sessionCookieOptions(settings: CookieSettings, req: Request) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: secureCookies(settings, req.secure), path: '/' };
}

export function setSessionCookie(settings: CookieSettings, req: Request, res: Response, token: string) {
  res.cookie(SESSION_COOKIE, token, { ...sessionCookieOptions(settings, req), maxAge: SESSION_TTL_SECONDS * 1000 });
}

export function clearSessionCookie(settings: CookieSettings, req: Request, res: Response) {
  res.clearCookie(SESSION_COOKIE, sessionCookieOptions(settings, req));
}

/** The signed list of accounts this browser signed in to; sent only to the auth routes. */
export function setKnownDeviceCookie(settings: CookieSettings, req: Request, res: Response, value: string) {
  res.cookie(KNOWN_DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(settings, req.secure),
    path: '/api/auth',
    maxAge: KNOWN_DEVICE_TTL_SECONDS * 1000,
  });
}
