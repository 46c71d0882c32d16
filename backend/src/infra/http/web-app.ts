import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';

import { isPagePath } from '../../contracts/pages';

/** Vite's hashed build output: a file there never changes under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files at the root that a browser must revalidate each time: the service worker (its updates) and the app manifest. */
const REVALIDATED = /^\/(sw\.js|manifest\.webmanifest)$/;
/** The compressed copies the web build writes beside each text file, best first. */
const CODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The codings an Accept-Encoding header allows (q > 0), with `*` standing for any. */
export function acceptedCodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * Serves `file.br` or `file.gz` in place of `file` when the build wrote one and the client accepts it,
 * by pointing the request at that copy with the original file's type; express.static does the rest
 * (ranges, ETag, 304). Every file with copies answers `Vary: Accept-Encoding`, whichever is sent.
 */
function precompressed(dir: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path: string;
    try {
      path = normalize(join(dir, decodeURIComponent(req.path)));
    } catch {
      return next();
    }
    if (!path.startsWith(dir + sep)) return next();
    const copies = CODINGS.filter((c) => existsSync(path + c.suffix));
    if (copies.length === 0) return next();
    res.vary('Accept-Encoding');
    const accepted = acceptedCodings(req.headers['accept-encoding']);
    const coding = copies.find((c) => accepted.has(c.name) || accepted.has('*'));
    if (!coding) return next();
    res.type(extname(path));
    res.setHeader('Content-Encoding', coding.name);
    req.url = req.url.replace(/^[^?]*/, (p) => p + coding.suffix);
    next();
  };
}

/** Addresses that are never files of the web app: they skip its file lookups (in any case, as Express routes them). */
const NOT_WEB = /^\/(api|media|socket\.io|admin\/queues)(\/|$)/i;

/** The built web app with a fallback to index.html for its client-side routes. */
export function serveWebApp(app: NestExpressApplication, webDir: string) {
  const index = join(webDir, 'index.html');
  const assets = join(webDir, 'assets');
  const copies = precompressed(webDir);
  const files = express.static(webDir, { index: false, maxAge: '1h' });
  const revalidated = express.static(webDir, { index: false, cacheControl: false });
  app.use(
    '/assets',
    precompressed(assets),
    express.static(assets, {
      fallthrough: true,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (NOT_WEB.test(req.path)) return next();
    const fresh = REVALIDATED.test(req.path);
    if (fresh) res.setHeader('Cache-Control', 'no-cache');
    copies(req, res, (err?: unknown) => {
      if (err) next(err);
      else (fresh ? revalidated : files)(req, res, next);
    });
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') && !NOT_WEB.test(req.path) && !/^\/assets(\/|$)/.test(req.path);
    if (!isPage || !existsSync(index)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Accept-Encoding');
    const accepted = acceptedCodings(req.headers['accept-encoding']);
    const coding = CODINGS.find((c) => accepted.has(c.name) && existsSync(index + c.suffix));
    if (coding) res.setHeader('Content-Encoding', coding.name).type('html');
    // an address that is no page of the app is a 404, with the app (it shows its not-found page)
    res
      .status(isPagePath(req.path) ? 200 : 404)
      .sendFile(coding ? index + coding.suffix : index, { cacheControl: false });
  });
}
