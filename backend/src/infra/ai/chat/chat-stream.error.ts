import { ProviderUnavailable } from './provider-errors';

/** The reply stream broke (dropped connection, server error, malformed data, stall). */
export class ChatStreamError extends ProviderUnavailable {
  override readonly name = 'ChatStreamError';
}

/** What a cancelled reply throws: the signal's own reason when it is an error. */
export function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error) return reason;
  const error = new Error(typeof reason === 'string' ? reason : 'The reply was cancelled');
  error.name = 'AbortError';
  return error;
}
