import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Params } from 'nestjs-pino';
import pino from 'pino';
import { type Options, pinoHttp } from 'pino-http';

import type { Settings } from '../../config/config.schema';
import { logDestination } from './log-destination';

const INFO_OR_LOWER = new Set(['info', 'debug', 'trace']);

/** Whether every API answer gets its 'request completed' line (LOG_LEVEL info or lower). */
export const logsEachRequest = (settings: Pick<Settings, 'LOG_LEVEL'>) => INFO_OR_LOWER.has(settings.LOG_LEVEL);

/** The request's id, taken from X-Request-Id when sent (a short safe word), else a new UUID; sent back as X-Request-Id. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const sent = req.headers['x-request-id'];
  const id = typeof sent === 'string' && /^[\w.-]{1,100}$/.test(sent) ? sent : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

// one short line per request: method, path, status, time and id; never headers, cookies or bodies
const SERIALIZERS = {
  req: (req: { id: string; method: string; url: string }) => ({
    id: req.id,
    method: req.method,
    path: req.url?.split('?')[0],
  }),
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  // a failed answer's stack is logged once, by the exception filter, and only for real failures
  err: (err: { message?: string }) => ({ message: err?.message }),
};

/** pino-http's options: the API's request lines (and the worker's logger). */
export function httpLogOptions(settings: Settings, role: 'api' | 'worker'): Options {
  return {
    level: settings.LOG_LEVEL,
    base: { role, pid: process.pid },
    genReqId: requestId,
    // one 'request completed' line (info) per API call; nothing to do when info is filtered out anyway
    autoLogging: logsEachRequest(settings)
      ? {
          ignore: (req: IncomingMessage) =>
            !req.url?.startsWith('/api/') || req.url === '/api/health' || req.url === '/api/livez',
        }
      : false,
    serializers: SERIALIZERS,
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, err?: Error) =>
      err || (res.statusCode >= 500 && res.statusCode !== 503) ? 'error' : 'info',
  };
}

/**
 * Structured JSON logs (pino) written asynchronously (logDestination); every HTTP request gets an id,
 * taken from X-Request-Id when sent. The API's request logger is the first of its Express stack
 * (requestLog, in configureApp), so an answer given before Nest's router (a gated body's 401) has
 * its id and line too; nestjs-pino only binds it to the request's context.
 */
export function loggerOptions(settings: Settings, role: 'api' | 'worker'): Params {
  const pinoHttp: Params['pinoHttp'] = [httpLogOptions(settings, role), logDestination()];
  return role === 'api' ? { pinoHttp, useExisting: true } : { pinoHttp };
}

/**
 * The API's request logger: X-Request-Id on every answer, and the request's own logger (bound to its
 * id, method and path) for what is logged while it is served. At info or lower, pino-http, which also
 * writes one line per answer; above, where there is no such line, only the id and that child logger.
 */
export function requestLog(settings: Settings): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  if (logsEachRequest(settings)) return pinoHttp(httpLogOptions(settings, 'api'), logDestination());
  const logger = pino(
    { level: settings.LOG_LEVEL, base: { role: 'api', pid: process.pid }, serializers: SERIALIZERS },
    logDestination(),
  );
  return (req, res, next) => {
    req.id = requestId(req, res);
    req.log = logger.child({ req });
    next();
  };
}
