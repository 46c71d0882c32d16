import type { Express, NextFunction, Request, Response } from 'express';
import { json } from 'express';

import { charactersNotAllowed, MESSAGES, toolBodyLimit, TOOLS } from '../../contracts';
import { type BodyGateCheck, gatedBody } from './body-gate';
import { reasonPhrase } from './http-errors';
import { fieldWithForbiddenCharacters, nestsDeeperThan } from './json-guards';

/** The tool routes take images as data URLs: a larger body limit, by the images each carries (contracts/tools.ts). */
export const TOOL_BODY_LIMITS = TOOLS.map((tool) => ({ route: `/api/${tool.apiPath}`, limit: toolBodyLimit(tool) }));
/** A character card (a PNG of up to 10 MiB, or its JSON) as a data URL. */
export const CARD_ROUTES = ['/api/girls/import'];

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

/** Body-parser errors (bad JSON, too large, too deep) answered in the API's error shape; text fields checked once for all. */
function guarded(parser: Middleware): Middleware {
  return (req, res, next) =>
    parser(req, res, (err?: unknown) => {
      if (!err) {
        const field = fieldWithForbiddenCharacters(req.body) ?? fieldWithForbiddenCharacters(queryOf(req), 'query');
        return field ? send(res, 400, charactersNotAllowed(field)) : next();
      }
      const e = err as { status?: number; type?: string; message?: string };
      const statusCode = e.status && e.status >= 400 && e.status < 500 ? e.status : 400;
      const message =
        e instanceof BodyRefused
          ? e.message
          : e.type === 'entity.too.large'
            ? 'The request body is too large.'
            : e.type === 'entity.parse.failed'
              ? 'The request body is not valid JSON.'
              : 'The request body could not be read.';
      send(res, statusCode, message);
    });
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

/** Whether a route takes a body larger than the default (a tool's, a card): such a body is read only behind a gate. */
export function isLargeBodyRoute(route: string): boolean {
  return TOOL_BODY_LIMITS.some((r) => r.route === route) || CARD_ROUTES.includes(route);
}

/**
 * The JSON body parser of a route, with its guards: a tool's limit for a tool's route, else (or with
 * none) 100 KB. A large-body route's parser runs behind `gate` (session and limit from the headers first).
 */
export function bodyParserFor(route?: string, gate?: BodyGateCheck): Middleware {
  const parser = jsonBody(TOOL_BODY_LIMITS.find((r) => r.route === route)?.limit ?? '100kb');
  if (!route || !isLargeBodyRoute(route)) return parser;
  if (!gate) throw new Error(`the body of ${route} may be large: it is read only behind a session and limit gate`);
  return gatedBody(gate, parser);
}

export function installBodyParsers(app: Express, gate: BodyGateCheck) {
  for (const { route } of TOOL_BODY_LIMITS) app.use(route, bodyParserFor(route, gate));
  app.use(CARD_ROUTES, gatedBody(gate, jsonBody('15mb')));
  app.use(bodyParserFor());
}
