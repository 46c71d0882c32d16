import type { Express, NextFunction, Request, Response } from 'express';
import { json } from 'express';
import { charactersNotAllowed, MESSAGES } from '../../contracts';
import { reasonPhrase } from './http-errors';
import { fieldWithForbiddenCharacters, nestsDeeperThan } from './json-guards';

/** Routes that take one image as a data URL get a larger body limit (10 MiB of image is ~13.4 MB of base64). */
export const TOOL_ROUTES = ['/api/flux-generate', '/api/video-generate', '/api/gif-generate', '/api/remove-background', '/api/upscale'];
/** Face swap takes two images. */
export const TWO_IMAGE_ROUTES = ['/api/face-swap'];

type Middleware = (req: Request, res: Response, next: NextFunction) => void;

class BodyRefused extends Error {
  readonly status = 400;
  constructor(readonly type: string, message: string) {
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

export function installBodyParsers(app: Express) {
  app.use(TOOL_ROUTES, guarded(json({ limit: '15mb', verify: refuseDeepNesting })));
  app.use(TWO_IMAGE_ROUTES, guarded(json({ limit: '30mb', verify: refuseDeepNesting })));
  app.use(guarded(json({ limit: '100kb', verify: refuseDeepNesting })));
}
