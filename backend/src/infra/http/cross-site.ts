import type { NextFunction, Request, Response } from 'express';

import type { Settings } from '../../config/config.schema';
import { MESSAGES } from '../../contracts';
import { readCookie, SESSION_COOKIE } from './cookies';

/** The Vite dev server, which proxies the API in development (scripts/dev.mjs). */
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type OriginSettings = Pick<Settings, 'PUBLIC_URL' | 'NODE_ENV' | 'PORT'>;

/**
 * The origins the browser app is served from: PUBLIC_URL; in development also the Vite dev server and
 * this API on either loopback name (npm start without settings serves on both).
 */
export function allowedOrigins(settings: OriginSettings): string[] {
  const dev =
    settings.NODE_ENV === 'development'
      ? [...DEV_ORIGINS, `http://localhost:${settings.PORT}`, `http://127.0.0.1:${settings.PORT}`]
      : [];
  return [...new Set([new URL(settings.PUBLIC_URL).origin, ...dev])];
}

function originOf(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * A cookie-authenticated POST/PUT/PATCH/DELETE must come from our own pages: its Origin (or, without
 * one, its Referer) must be an allowed origin, else 403. Bearer-token requests carry no ambient
 * credentials and are not affected.
 */
export function refuseCrossSite(settings: OriginSettings) {
  const allowed = new Set(allowedOrigins(settings));
  return (req: Request, res: Response, next: NextFunction) => {
    if (!UNSAFE.has(req.method) || !req.path.startsWith('/api/')) return next();
    if (typeof req.headers.authorization === 'string' && /^Bearer\s+\S/i.test(req.headers.authorization)) return next();
    if (readCookie(req.headers.cookie, SESSION_COOKIE) === null) return next();
    const origin = originOf(req.headers.origin) ?? originOf(req.headers.referer);
    if (origin && allowed.has(origin)) return next();
    res.status(403).json({ statusCode: 403, message: MESSAGES.crossSite, error: 'Forbidden' });
  };
}
