import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { ApiError } from '../../contracts';
import { DEPENDENCY_RETRY_AFTER_SECONDS, isDependencyDown, ServiceDownException } from './dependency-errors';
import { reasonPhrase, TooManyRequestsException } from './http-errors';

/** Every error answer has the shape { statusCode, message: string, error }. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') return;
    const res = host.switchToHttp().getResponse<Response>();
    const down = exception instanceof ServiceDownException || isDependencyDown(exception);
    const body = toApiError(down ? new ServiceDownException() : exception);
    // an outage is one short warning per request, not a stack
    if (down) this.logger.warn(`dependency unavailable: ${(exception as Error).message}`);
    else if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (exception instanceof TooManyRequestsException) res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    if (down) res.setHeader('Retry-After', String(DEPENDENCY_RETRY_AFTER_SECONDS));
    if (!res.headersSent) res.status(body.statusCode).json(body);
  }
}

export function toApiError(exception: unknown): ApiError {
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    let message: unknown = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    if (Array.isArray(message)) message = message[0];
    return {
      statusCode,
      message: typeof message === 'string' && message ? message : reasonPhrase(statusCode),
      error: reasonPhrase(statusCode),
    };
  }
  return { statusCode: 500, message: 'An unexpected error occurred. Please try again.', error: reasonPhrase(500) };
}
