import type { NextFunction, Request, Response } from 'express';

import { cpuPool, INLINE_JSON_BYTES } from '../workers/cpu.pool';
import type { JsonBodyOutcome } from '../workers/cpu-tasks';

type Middleware = (req: Request, res: Response, next: NextFunction) => void;

/** What the caller answers: a parse failure as body-parser names it (its `type` and status), or the parsed body. */
export interface LargeBodyAnswers {
  /** a read failure, shaped as body-parser's errors (`status`, `type`) */
  refuse(res: Response, err: { status: number; type: string; message?: string }): void;
  /** the outcome of the parse */
  parsed(req: Request, res: Response, next: NextFunction, outcome: JsonBodyOutcome): void;
}

/** The declared charset of a JSON body, lower case, when one is declared. */
function charsetOf(req: Request): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
}

/**
 * A JSON body of at most `limit` bytes (a tool's, a card), streamed piece by piece to a CPU worker
 * thread as it arrives and parsed there (nesting, JSON, forbidden characters): no copy of the whole
 * body, no parse, is made on the event loop. Compressed bodies, and bodies declared smaller than
 * INLINE_JSON_BYTES (a prompt: the trip costs more than the parse), go to `fallback` (the ordinary raw
 * reader, which parses a large one on a worker too). What body-parser would answer, it answers.
 */
export function largeJsonBody(limit: number, answers: LargeBodyAnswers, fallback: Middleware): Middleware {
  return (req, res, next) => {
    // no body, or not JSON: left alone, as the JSON parser leaves it
    if (!req.is('application/json')) return next();
    const charset = charsetOf(req);
    if (charset && charset !== 'utf-8' && charset !== 'utf8')
      return answers.refuse(res, {
        status: 415,
        type: 'charset.unsupported',
        message: `unsupported charset "${charset.toUpperCase()}"`,
      });
    const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
    const declared = req.headers['content-length'] === undefined ? null : Number(req.headers['content-length']);
    if (encoding === 'identity' && declared !== null && declared > limit)
      return answers.refuse(res, { status: 413, type: 'entity.too.large' });
    if (encoding !== 'identity' || (declared !== null && declared < INLINE_JSON_BYTES)) return fallback(req, res, next);

    const stream = cpuPool.stream(declared);
    let received = 0;
    let done = false;
    const stop = (err: { status: number; type: string }) => {
      if (done) return;
      done = true;
      stream.drop();
      req.off('data', onData);
      answers.refuse(res, err);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) return stop({ status: 413, type: 'entity.too.large' });
      stream.append(chunk);
    };
    req.on('data', onData);
    req.on('aborted', () => stop({ status: 400, type: 'request.aborted' }));
    req.on('error', () => stop({ status: 400, type: 'request.aborted' }));
    req.on('end', () => {
      if (done) return;
      if (declared !== null && received !== declared) return stop({ status: 400, type: 'request.size.invalid' });
      done = true;
      stream.finish().then(
        (outcome) => answers.parsed(req, res, next, outcome),
        () => answers.refuse(res, { status: 400, type: 'body.unreadable' }),
      );
    });
  };
}
