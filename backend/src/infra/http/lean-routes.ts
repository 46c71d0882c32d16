import { createHash } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

import { Global, Injectable, Logger, Module } from '@nestjs/common';
import type { Express, Request, RequestHandler, Response } from 'express';
import { pinoHttp } from 'pino-http';

import type { Settings } from '../../config/config.schema';
import { charactersNotAllowed } from '../../contracts';
import { timeRequest } from '../metrics/http-metrics';
import type { MetricsRegistry } from '../metrics/metrics-registry';
import { answerError } from './all-exceptions.filter';
import { fieldWithForbiddenCharacters } from './json-guards';
import { logDestination } from './log-destination';
import { httpLogOptions, logsEachRequest, requestId } from './logger.options';

/** A POST answered with JSON: the handler sets any status other than 201 on `res` (as with @Res passthrough). */
export type LeanPostHandler = (req: Request, res: Response) => Promise<unknown>;

/** A public GET answered with JSON (its parsed query, the request): what the route's controller method would return, or throw. */
export type LeanHandler = (query: Record<string, unknown>, req: Request) => Promise<unknown>;

/**
 * Routes answered before Nest's router (and, for their exact paths, before Express' router too: see
 * `mount`): the hottest public reads (GET /api/feed) and the tools' job POSTs, added by their module
 * (whose controller stays, for the OpenAPI document) and mounted by configureApp right after the
 * metrics middleware. What such a GET keeps of the full chain, and what it skips:
 *
 * - kept: the metrics timer, X-Request-Id and the request log line at info (the same pino-http
 *   options, on the same destination), helmet's headers (captured once from the app's own helmet),
 *   the query's forbidden-character check (the body parsers' guard), errors in the API's shape with
 *   Retry-After (answerError, as the exception filter), the weak ETag and Vary of Express and
 *   `compression` for a client that accepts an encoding (Express' res.json then, with its 304).
 * - skipped: Nest's router, pipes, guards and interceptors (the handler reads its query by hand);
 *   the cross-site check (GETs only); the JSON body parsers (a GET has no body); the web app's
 *   static lookups (never /api); the AsyncLocalStorage logger binding of nestjs-pino (the handler's
 *   own log lines carry no request id).
 */
@Injectable()
export class LeanRoutes {
  private readonly routes: { path: string; handler: LeanHandler }[] = [];
  private readonly posts: { path: string; handler: LeanPostHandler }[] = [];

  /** Registers GET `path` (and HEAD, as Express does); called by a module's provider when it is made. */
  get(path: string, handler: LeanHandler) {
    this.routes.push({ path, handler });
  }

  /**
   * Registers POST `path`, answered before the app's middleware stack and Nest's router, running what
   * that stack does for it in the same order (leanPost): helmet's headers, the cross-site check,
   * compression, the route's JSON body parser and its guards. The handler does what the route's guards,
   * pipes and interceptors did (the tools' routes: session, limit, validation).
   */
  post(path: string, handler: LeanPostHandler) {
    this.posts.push({ path, handler });
  }

  /**
   * Mounts every registered route twice. On Express, as route layers (right after the metrics
   * middleware): they answer whatever path Express matches to them (a trailing slash, other letter
   * case, HEAD for a GET). And in front of Express, on the HTTP server: a GET or POST whose path is
   * exactly a route's skips Express' router (its layers and what they allocate per request) but not
   * what it would run: the metrics timer, the request and response prototypes app.handle sets, then
   * the same wrapped handler. Every other request goes to Express as before.
   */
  mount(server: Server, app: Express, deps: LeanPostDeps) {
    const get = leanRoute(deps);
    const post = leanPost(deps);
    const front = new Map<string, RequestHandler>();
    for (const { path, handler } of this.routes) {
      const wrapped = get(handler);
      app.get(path, wrapped);
      front.set(`GET ${path}`, wrapped);
    }
    for (const { path, handler } of this.posts) {
      const wrapped = post(handler, deps.bodyParser(path));
      app.post(path, wrapped);
      front.set(`POST ${path}`, wrapped);
    }
    inFrontOf(server, app, front, deps.metrics);
  }
}

/** A request target's path: the part before the query string. */
function pathOf(url: string | undefined): string {
  if (!url) return '';
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

/**
 * Puts `routes` (by `METHOD path`) in front of the server's request listeners (the Express app; any
 * listener added later, such as Socket.IO's, wraps this one). A wrapped lean handler answers every
 * request it is given; it calls `next` only with an error, answered here as the exception filter would,
 * and so is an error it throws (Express' router catches those too: uncaught here, it would end the process).
 */
export function inFrontOf(server: Server, app: Express, routes: Map<string, RequestHandler>, metrics: MetricsRegistry) {
  const behind = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (behind.length === 0) throw new Error('lean routes: the HTTP server has no request listener (the Express app)');
  const logger = new Logger('HTTP');
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = pathOf(req.url);
    const handler = routes.get(`${req.method} ${path}`);
    if (!handler) {
      for (const listener of behind) listener.call(server, req, res);
      return;
    }
    // what Express' app.handle does before its router, and what its router sets on a matched request
    const request = Object.setPrototypeOf(req, app.request) as Request;
    const response = Object.setPrototypeOf(res, app.response) as Response;
    request.res = response;
    response.req = request;
    response.locals = Object.create(null) as Record<string, unknown>;
    request.originalUrl = req.url!;
    request.baseUrl = '';
    request.params = {};
    timeRequest(metrics, req, res, path);
    const fail = (err?: unknown) => answerError(response, err, logger);
    try {
      void handler(request, response, fail);
    } catch (err) {
      fail(err);
    }
  });
}

@Global()
@Module({ providers: [LeanRoutes], exports: [LeanRoutes] })
export class LeanRoutesModule {}

export interface LeanDeps {
  settings: Settings;
  /** The HTTP metrics, which time the requests answered in front of Express. */
  metrics: MetricsRegistry;
  /** The app's helmet middleware: its headers are captured once and set on every lean answer. */
  securityHeaders: RequestHandler;
  /** The app's compression middleware, run only for a client that accepts an encoding. */
  compress: RequestHandler;
}

export interface LeanPostDeps extends LeanDeps {
  /** The app's check of a cookie-authenticated POST's origin (403). */
  crossSite: RequestHandler;
  /** The JSON body parser (with its guards) the app's stack runs for `path`. */
  bodyParser: (path: string) => RequestHandler;
}

type HeaderList = [string, string | number | readonly string[]][];

/** The headers a (static) middleware such as helmet sets, read by running it once on a stand-in response. */
export function capturedHeaders(middleware: RequestHandler): HeaderList {
  const headers = new Map<string, HeaderList[number]>();
  const res = {
    setHeader: (name: string, value: HeaderList[number][1]) => headers.set(name.toLowerCase(), [name, value]),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
  };
  let called = false;
  middleware({ headers: {}, method: 'GET', url: '/' } as Request, res as unknown as Response, () => (called = true));
  if (!called) throw new Error('a header middleware for lean routes must call next() at once');
  return [...headers.values()];
}

/** Express' default ETag (weak, length and SHA-1 of the bytes), for a body sent as a string. */
export function weakEtag(text: string): string {
  const hash = createHash('sha1').update(text, 'utf8').digest('base64').substring(0, 27);
  return `W/"${Buffer.byteLength(text, 'utf8').toString(16)}-${hash}"`;
}

/** The query string's values, parsed as Express does (once: req.query parses on every read); a malformed one counts as none. */
function queryOf(req: Request): Record<string, unknown> {
  try {
    return req.query;
  } catch {
    return {};
  }
}

/**
 * What every lean answer starts with: X-Request-Id and at info the request line (pino-http's, with the
 * app's own options and destination), helmet's headers (captured once), and Vary: Accept-Encoding, as
 * `compression` says of every JSON answer, compressed or not (it adds none twice).
 */
function leanStart(settings: Settings, securityHeaders: RequestHandler) {
  const httpLog = logsEachRequest(settings) ? pinoHttp(httpLogOptions(settings, 'api'), logDestination()) : null;
  const headers = capturedHeaders(securityHeaders);
  return (req: IncomingMessage, res: ServerResponse) => {
    if (httpLog) httpLog(req, res, () => undefined);
    else requestId(req, res);
    for (const [name, value] of headers) res.setHeader(name, value);
    res.setHeader('Vary', 'Accept-Encoding');
  };
}

/**
 * A POST through what the app's stack would run for it, called in turn rather than as router layers:
 * helmet's headers (captured once), the cross-site check, `compression` (only for a client that accepts
 * an encoding; it would only have added Vary otherwise), the body parser, then the handler.
 */
function leanPost({ settings, securityHeaders, compress, crossSite }: LeanPostDeps) {
  const start = leanStart(settings, securityHeaders);
  const logger = new Logger('HTTP');
  return (handler: LeanPostHandler, parseBody: RequestHandler): RequestHandler =>
    (req, res, next) => {
      start(req, res);
      const answer = () => {
        // Nest's default for a POST; the handler sets 202 or another status itself
        res.status(201);
        handler(req, res)
          .then((body) => sendJson(req, res, body, compress))
          .catch((err: unknown) => answerError(res, err, logger));
      };
      const parse = (err?: unknown) =>
        err ? next(err) : parseBody(req, res, (e?: unknown) => (e ? next(e) : answer()));
      crossSite(req, res, (err?: unknown) => {
        if (err) return next(err);
        if (req.headers['accept-encoding']) compress(req, res, parse);
        else parse();
      });
    };
}

/**
 * A JSON answer with the status already set on `res`. For a client that accepts an encoding or
 * revalidates: Express' res.json, under `compression` on a GET (a POST's stack has run it already),
 * as on Nest's routes (Vary, ETag, 304, encodings). Otherwise the body as one string write with the
 * headers Express' res.json would set, without its per-call work (content-type lookup, freshness).
 */
function sendJson(req: Request, res: Response, body: unknown, compress: RequestHandler) {
  if (req.headers['accept-encoding'] || req.headers['if-none-match']) {
    if (req.method === 'POST') return void res.json(body);
    return compress(req, res, () => res.json(body));
  }
  // what res.json sends for undefined: no body
  const text = JSON.stringify(body) ?? '';
  res.writeHead(res.statusCode, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text, 'utf8'),
    ETag: weakEtag(text),
  });
  res.end(text);
}

function leanRoute({ settings, securityHeaders, compress }: LeanDeps) {
  const start = leanStart(settings, securityHeaders);
  const logger = new Logger('HTTP');

  return (handler: LeanHandler): RequestHandler =>
    (req, res) => {
      start(req, res);
      const query = queryOf(req);
      const field = fieldWithForbiddenCharacters(query, 'query');
      if (field) {
        res.status(400).json({ statusCode: 400, message: charactersNotAllowed(field), error: 'Bad Request' });
        return;
      }
      handler(query, req)
        .then((body) => sendJson(req, res, body, compress))
        .catch((err: unknown) => answerError(res, err, logger));
    };
}
