import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Params } from 'nestjs-pino';
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
    // one short line per request: method, path, status, time and id; never headers, cookies or bodies
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url?.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // a failed answer's stack is logged once, by the exception filter, and only for real failures
      err: (err: { message?: string }) => ({ message: err?.message }),
    },
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

/** The API's request logger (pino-http): X-Request-Id, and at info one line per answer. */
export function requestLog(settings: Settings) {
  return pinoHttp(httpLogOptions(settings, 'api'), logDestination());
}
