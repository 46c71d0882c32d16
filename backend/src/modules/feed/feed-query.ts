import { BadRequestException } from '@nestjs/common';

import { MESSAGES } from '../../contracts';

export const FEED_DEFAULT_LIMIT = 20;
export const FEED_MAX_LIMIT = 50;
const MAX_CURSOR_LENGTH = 200;

/**
 * GET /api/feed's query, read by hand (the feed is the busiest read: no class-transformer and
 * class-validator per request), with the answers the validation pipe gave: 400 and one message.
 */
export function parseFeedQuery(query: Record<string, unknown>): { limit: number; cursor?: string } {
  const { limit: rawLimit, cursor } = query;
  let limit = FEED_DEFAULT_LIMIT;
  if (rawLimit !== undefined) {
    limit = Number(rawLimit);
    if (!Number.isInteger(limit)) throw new BadRequestException('limit must be a whole number');
    if (limit < 1 || limit > FEED_MAX_LIMIT)
      throw new BadRequestException(`limit must be between 1 and ${FEED_MAX_LIMIT}`);
  }
  if (cursor === undefined) return { limit };
  if (typeof cursor !== 'string' || cursor.length > MAX_CURSOR_LENGTH)
    throw new BadRequestException(MESSAGES.invalidCursor);
  return { limit, cursor };
}
