import { MESSAGES } from '@contracts';

/** The HTTP status of an RTK Query error, or undefined for network errors. */
export function errorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/**
 * The text to show a person for a failed request: the server's `message` from the
 * `{ statusCode, message, error }` body when there is one, otherwise the fallback.
 */
export function errorMessage(error: unknown, fallback: string = MESSAGES.unexpectedError): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = error.data;
    if (data && typeof data === 'object' && 'message' in data) {
      const message = data.message;
      if (typeof message === 'string' && message.trim()) return message;
    }
  }
  return fallback;
}
