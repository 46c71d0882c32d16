import { type Logger, ServiceUnavailableException } from '@nestjs/common';

import { MESSAGES, tooManyRequests } from '../../contracts';
import { ProviderRateLimited, ProviderUnavailable } from '../../infra/ai/chat/provider-errors';
import { TooManyRequestsException } from '../../infra/http/http-errors';

/**
 * Turns a chat provider's typed failure into the answer of API.md: 429 with Retry-After when the
 * provider said how long to wait, else 503 'This feature is not available right now.'. The
 * provider's own text goes to the logs only. Anything else is rethrown (a bug is a 500).
 */
export function providerFailure(logger: Logger, what: string, err: unknown): never {
  if (err instanceof ProviderRateLimited && err.retryAfterSeconds !== null) {
    logger.warn(`${what}: ${err.message}`);
    throw new TooManyRequestsException(tooManyRequests(err.retryAfterSeconds), err.retryAfterSeconds);
  }
  if (err instanceof ProviderRateLimited || err instanceof ProviderUnavailable) {
    logger.warn(`${what}: ${err.message}`);
    throw new ServiceUnavailableException(MESSAGES.featureUnavailable);
  }
  throw err;
}
