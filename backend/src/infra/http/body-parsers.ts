import type { Express, NextFunction, Request, Response } from 'express';
import { json } from 'express';
import { reasonPhrase } from './http-errors';

/** Routes that take one image as a data URL get a larger body limit (10 MiB of image is ~13.4 MB of base64). */
export const TOOL_ROUTES = ['/api/flux-generate', '/api/video-generate', '/api/gif-generate', '/api/remove-background', '/api/upscale'];
/** Face swap takes two images. */
export const TWO_IMAGE_ROUTES = ['/api/face-swap'];

type Middleware = (req: Request, res: Response, next: NextFunction) => void;

/** Body-parser errors (bad JSON, too large) answered in the API's error shape. */
function guarded(parser: Middleware): Middleware {
  return (req, res, next) =>
    parser(req, res, (err?: unknown) => {
      if (!err) return next();
      const e = err as { status?: number; type?: string };
      const statusCode = e.status && e.status >= 400 && e.status < 500 ? e.status : 400;
      const message =
        e.type === 'entity.too.large'
          ? 'The request body is too large.'
          : e.type === 'entity.parse.failed'
            ? 'The request body is not valid JSON.'
            : 'The request body could not be read.';
      res.status(statusCode).json({ statusCode, message, error: reasonPhrase(statusCode) });
    });
}

export function installBodyParsers(app: Express) {
  app.use(TOOL_ROUTES, guarded(json({ limit: '15mb' })));
  app.use(TWO_IMAGE_ROUTES, guarded(json({ limit: '30mb' })));
  app.use(guarded(json({ limit: '100kb' })));
}
