import type { Express, NextFunction, Request, Response } from 'express';
import { json, raw } from 'express';

import {
  CARD_MESSAGES,
  charactersNotAllowed,
  MAX_LOREBOOK_BODY_BYTES,
  MESSAGES,
  toolBodyLimit,
  TOOLS,
} from '../../contracts';
import { cpuPool } from '../workers/cpu.pool';
import type { JsonBodyOutcome } from '../workers/cpu-tasks';
import { type BodyGateCheck, gatedBody } from './body-gate';
import { reasonPhrase } from './http-errors';
import { fieldWithForbiddenCharacters, nestsDeeperThan } from './json-guards';
import { largeJsonBody } from './large-json-body';

/** The tool routes take images as data URLs: a larger body limit, by the images each carries (contracts/tools.ts). */
export const TOOL_BODY_LIMITS = TOOLS.map((tool) => ({ route: `/api/${tool.apiPath}`, limit: toolBodyLimit(tool) }));
/** A character card (a PNG of up to 10 MiB, or its JSON) as a data URL. */
export const CARD_ROUTES = ['/api/girls/import'];
const CARD_BODY_BYTES = 15 * 1024 * 1024;
/** Her lorebook, saved from her profile (PUT): at most what her card may carry (MAX_LOREBOOK_BODY_BYTES). */
export const LOREBOOK_ROUTE = '/api/girls/:id/lorebook';

type Middleware = (req: Request, res: Response, next: NextFunction) => void;

class BodyRefused extends Error {
  readonly status = 400;
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/** Runs on the raw bytes before JSON.parse: a body nested too deeply is never turned into objects. */
function refuseDeepNesting(_req: Request, _res: Response, raw: Buffer) {
  if (nestsDeeperThan(raw)) throw new BodyRefused('entity.too.deep', MESSAGES.nestedTooDeeply);
}

function send(res: Response, statusCode: number, message: string) {
  res.status(statusCode).json({ statusCode, message, error: reasonPhrase(statusCode) });
}

/** The requests whose large body was parsed and checked (on a worker thread): never checked twice. */
const checked = new WeakSet<Request>();

/**
 * A body-parser error (bad JSON, too large, too deep, a charset) answered in the API's error shape;
 * `tooLarge`, a route's own 413 text.
 */
function refuseBody(res: Response, err: unknown, tooLarge = 'The request body is too large.') {
  const e = err as { status?: number; type?: string; message?: string };
  const statusCode = e.status && e.status >= 400 && e.status < 500 ? e.status : 400;
  const message =
    e instanceof BodyRefused
      ? e.message
      : e.type === 'entity.too.large'
        ? tooLarge
        : e.type === 'entity.parse.failed'
          ? 'The request body is not valid JSON.'
          : e.type === 'charset.unsupported'
            ? (e.message ?? 'The request body could not be read.')
            : 'The request body could not be read.';
  send(res, statusCode, message);
}

/** Body-parser errors answered in the API's error shape; text fields checked once for all. */
function guarded(parser: Middleware): Middleware {
  return (req, res, next) =>
    parser(req, res, (err?: unknown) => {
      if (err) return refuseBody(res, err);
      // a large body was read, parsed and checked already (the JSON parser then passes it by)
      if (checked.has(req)) return next();
      const field = fieldWithForbiddenCharacters(req.body) ?? fieldWithForbiddenCharacters(queryOf(req), 'query');
      return field ? send(res, 400, charactersNotAllowed(field)) : next();
    });
}

/** A large body's parse outcome (a worker's), answered as the JSON parser and its guards answer. */
function answerParsed(req: Request, res: Response, next: NextFunction, outcome: JsonBodyOutcome) {
  if ('refused' in outcome) {
    if (outcome.refused === 'deep') return send(res, 400, MESSAGES.nestedTooDeeply);
    return send(res, 400, 'The request body is not valid JSON.');
  }
  req.body = outcome.body;
  checked.add(req);
  const field = outcome.field ?? fieldWithForbiddenCharacters(queryOf(req), 'query');
  return field ? send(res, 400, charactersNotAllowed(field)) : next();
}

/**
 * A large JSON body (a tool's, a card, a lorebook): streamed to a CPU worker thread and parsed and checked there
 * (large-json-body.ts). A compressed one is inflated by the raw reader, then parsed on a worker too;
 * a small one (a prompt, declared under INLINE_JSON_BYTES, or inflated to less) is read and parsed
 * here, quicker than the trip: megabytes of JSON never hold the event loop.
 */
function largeBody(limit: number, tooLarge?: string): Middleware {
  const refuse = (res: Response, err: unknown) => refuseBody(res, err, tooLarge);
  const read = raw({ type: 'application/json', limit });
  const inflated: Middleware = (req, res, next) =>
    read(req, res, (err?: unknown) => {
      if (err) return refuse(res, err);
      if (!Buffer.isBuffer(req.body)) return next();
      const bytes = req.body;
      const outcome = cpuPool.json(bytes).catch((): JsonBodyOutcome => ({ refused: 'parse' }));
      void outcome.then((o) => answerParsed(req, res, next, o));
    });
  return largeJsonBody(limit, { refuse, parsed: answerParsed }, inflated);
}

/** The parsed query string; a malformed one counts as none (Express parses it lazily). */
function queryOf(req: Request): unknown {
  try {
    return req.query;
  } catch {
    return null;
  }
}

/** A JSON body parser up to `limit`, with its guards. */
const jsonBody = (limit: string | number) => guarded(json({ limit, verify: refuseDeepNesting }));

/** Whether a route takes a body larger than the default (a tool's, a card, a lorebook): such a body is read only behind a gate. */
export function isLargeBodyRoute(route: string): boolean {
  return TOOL_BODY_LIMITS.some((r) => r.route === route) || CARD_ROUTES.includes(route) || route === LOREBOOK_ROUTE;
}

/**
 * The JSON body parser of a route, with its guards: a tool's limit for a tool's route, a card's, a
 * lorebook's (413 saying so), else (or with none) 100 KB. A large-body route's parser runs behind
 * `gate` (session and limit from the headers first).
 */
function bodyParserFor(route?: string, gate?: BodyGateCheck): Middleware {
  if (!route || !isLargeBodyRoute(route)) return jsonBody('100kb');
  if (!gate) throw new Error(`the body of ${route} may be large: it is read only behind a session and limit gate`);
  if (route === LOREBOOK_ROUTE)
    return gatedBody(gate, largeBody(MAX_LOREBOOK_BODY_BYTES, CARD_MESSAGES.lorebookTooLarge));
  return gatedBody(gate, largeBody(TOOL_BODY_LIMITS.find((r) => r.route === route)?.limit ?? CARD_BODY_BYTES));
}

export function installBodyParsers(app: Express, gate: BodyGateCheck) {
  for (const { route } of TOOL_BODY_LIMITS) app.use(route, bodyParserFor(route, gate));
  for (const route of CARD_ROUTES) app.use(route, bodyParserFor(route, gate));
  const lorebook = bodyParserFor(LOREBOOK_ROUTE, gate);
  app.use(LOREBOOK_ROUTE, (req: Request, res: Response, next: NextFunction) =>
    req.method === 'PUT' ? lorebook(req, res, next) : next(),
  );
  app.use(bodyParserFor());
}
