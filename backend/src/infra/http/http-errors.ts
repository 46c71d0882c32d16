import { HttpException, HttpStatus } from '@nestjs/common';

import { MESSAGES } from '../../contracts';

/** 429 with the seconds to wait, sent as Retry-After. */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ statusCode: 429, message, error: 'Too Many Requests' }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** 402: the free allowance is used up. */
export class PaymentRequiredException extends HttpException {
  constructor(message: string) {
    super({ statusCode: 402, message, error: 'Payment Required' }, HttpStatus.PAYMENT_REQUIRED);
  }
}

/** Standard reason phrases for the `error` field. */
export function reasonPhrase(status: number): string {
  const phrases: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    402: 'Payment Required',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    409: 'Conflict',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    422: 'Unprocessable Entity',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
    504: 'Gateway Timeout',
  };
  return phrases[status] ?? (status >= 500 ? 'Server Error' : 'Error');
}

/** 503 with the seconds after which a retry may work, sent as Retry-After. */
export class UnavailableException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds = 5,
  ) {
    super({ statusCode: 503, message, error: 'Service Unavailable' }, HttpStatus.SERVICE_UNAVAILABLE);
  }
}

/**
 * No Postgres connection could be had within the pool's wait (every connection busy under load): the
 * request did nothing, so it is a 503 to retry, not a 500.
 */
export function asBusyDatabase(err: unknown): UnavailableException | null {
  const message = err instanceof Error ? err.message : '';
  return message === 'timeout exceeded when trying to connect' ? new UnavailableException(MESSAGES.unavailable) : null;
}
