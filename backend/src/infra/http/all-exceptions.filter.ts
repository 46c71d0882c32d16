import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';

import type { ApiError } from '../../contracts';
import { DEPENDENCY_RETRY_AFTER_SECONDS, isDependencyDown, ServiceDownException } from './dependency-errors';
import { reasonPhrase } from './http-errors';

/** Every error answer has the shape { statusCode, message: string, error }. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') return;
    answerError(host.switchToHttp().getResponse<Response>(), exception, this.logger);
  }
}

/** Answers an error in the API's shape, as the filter does for Nest's routes (also the body gate and RateLimitRefund). */
export function answerError(res: Response, exception: unknown, logger: Pick<Logger, 'warn' | 'error'>) {
  // Postgres or Redis out of reach (a refused connection, a pool with no connection to give): 503
  const down = exception instanceof ServiceDownException || isDependencyDown(exception);
  const body = toApiError(down ? new ServiceDownException() : exception);
  // an answer we chose (4xx, 503) is expected: one line at most; only a real failure gets its stack
  if (down) logger.warn(`dependency unavailable: ${(exception as Error).message}`);
  else if (!(exception instanceof HttpException))
    logger.error(exception instanceof Error ? exception.stack : String(exception));
  else if (body.statusCode >= 500) logger.warn(`${body.statusCode} ${body.message}`);
  const retryAfter = down
    ? DEPENDENCY_RETRY_AFTER_SECONDS
    : (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
  if (!res.headersSent) res.status(body.statusCode).json(body);
}

export function toApiError(exception: unknown): ApiError {
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    let message: unknown = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    if (Array.isArray(message)) message = message[0];
    const field = typeof response === 'object' ? (response as { field?: unknown }).field : undefined;
    return {
      statusCode,
      message: typeof message === 'string' && message ? message : reasonPhrase(statusCode),
      error: reasonPhrase(statusCode),
      ...(typeof field === 'string' ? { field } : {}),
    };
  }
  return { statusCode: 500, message: 'An unexpected error occurred. Please try again.', error: reasonPhrase(500) };
}
