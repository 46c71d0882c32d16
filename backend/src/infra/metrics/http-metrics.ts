import type { IncomingMessage, ServerResponse } from 'node:http';

import type { NextFunction, Request, Response } from 'express';

import type { MetricsRegistry } from './metrics-registry';

/**
 * Times one request until its answer is sent. `route` names it when known beforehand (the lean
 * routes); otherwise it is Express's pattern (`/api/girls/:id`), never the raw path, so labels stay few.
 */
export function timeRequest(metrics: MetricsRegistry, req: IncomingMessage, res: ServerResponse, route?: string) {
  const end = metrics.http.startTimer();
  res.once('finish', () => {
    const r = req as Request;
    const matched = r.route as { path: unknown } | undefined;
    const label =
      route ??
      (matched ? `${r.baseUrl}${String(matched.path)}` : /^\/media\//.test(r.originalUrl) ? '/media' : 'other');
    end({ method: req.method, route: label, status: String(res.statusCode) });
  });
}

/** Times every request that reaches Express (timeRequest). */
export function httpMetrics(metrics: MetricsRegistry) {
  return (req: Request, res: Response, next: NextFunction) => {
    timeRequest(metrics, req, res);
    next();
  };
}
