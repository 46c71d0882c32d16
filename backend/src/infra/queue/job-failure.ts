import { MESSAGES } from '../../contracts';

/** A job failure whose message is meant for the user; `retryable: false` skips the remaining attempts. */
export class JobFailure extends Error {
  constructor(
    message: string,
    readonly retryable = true,
  ) {
    super(message);
  }
}

export const safetyBlocked = () => new JobFailure(MESSAGES.safetyBlocked, false);

/** What the user reads for any error: a JobFailure's own text, else the spec's generic failure. */
export function userMessage(err: unknown): string {
  return err instanceof JobFailure ? err.message : MESSAGES.toolFailed;
}
