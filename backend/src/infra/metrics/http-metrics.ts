import type { NextFunction, Request, Response } from 'express';

import type { MetricsRegistry } from './metrics-registry';

/**
 * Times every request that reaches Express until its answer is sent, labelled by Express's pattern
 * (`/api/girls/:id`), never the raw path, so labels stay few.
 */
export function httpMetrics(metrics: MetricsRegistry) {
  return (req: Request, res: Response, next: NextFunction) => {
    const end = metrics.http.startTimer();
    res.once('finish', () => {
      const matched = req.route as { path: unknown } | undefined;
      const label = matched
        ? `${req.baseUrl}${String(matched.path)}`
        : /^\/media\//.test(req.originalUrl)
          ? '/media'
          : 'other';
      end({ method: req.method, route: label, status: String(res.statusCode) });
    });
    next();
  };
}
