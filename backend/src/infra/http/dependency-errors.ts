import { HttpException, HttpStatus } from '@nestjs/common';

import { MESSAGES } from '../../contracts';

/** Seconds a client is told to wait when Postgres or Redis is down. */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 5;

/** 503: Postgres or Redis cannot be reached; the request changed nothing. */
export class ServiceDownException extends HttpException {
  readonly retryAfterSeconds = DEPENDENCY_RETRY_AFTER_SECONDS;

  constructor() {
    super(
      { statusCode: 503, message: MESSAGES.unavailable, error: 'Service Unavailable' },
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }
}

/** Socket and DNS failures of a connection (Node), and Postgres' "cannot serve now" classes. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
]);
const PG_UNAVAILABLE = /^(08|57P0|53)/;
const CONNECTION_TEXT =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Connection is closed|MaxRetriesPerRequest|max retries per request|Stream isn't writeable|enableOfflineQueue|Command timed out|Client has encountered a connection error|Cannot use a pool after calling end|Connection lost|connect ECONNREFUSED|the database system is (starting up|shutting down)|terminating connection due to administrator command/i;

/**
 * Whether an error means Postgres or Redis could not be reached (any driver, wrapped by TypeORM or
 * BullMQ or not): such a request answers 503, never 500.
 */
export function isDependencyDown(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
    name?: unknown;
  };
  if (typeof e.code === 'string' && (CONNECTION_CODES.has(e.code) || PG_UNAVAILABLE.test(e.code))) return true;
  if (typeof e.message === 'string' && CONNECTION_TEXT.test(e.message)) return true;
  if (e.name === 'CannotConnectAlreadyConnectedError' || e.name === 'ConnectionIsNotSetError') return true;
  const nested = [e.driverError, e.cause, ...(Array.isArray(e.errors) ? (e.errors as unknown[]) : [])];
  return nested.some((n) => isDependencyDown(n, depth + 1));
}
