import { Controller, Get, Headers, Inject, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';

import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { SessionsService } from '../auth/sessions.service';
import { FeedPageDto } from './dto/feed.dto';
import { FeedService } from './feed.service';
import { FEED_DEFAULT_LIMIT, FEED_MAX_LIMIT, parseFeedQuery } from './feed-query';

@ApiTags('feed')
@Controller('feed')
export class FeedController {
  constructor(
    @Inject(FeedService) private readonly feed: FeedService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
  ) {}

  @Get()
  @ApiOkResponse({
    type: FeedPageDto,
    description:
      'newest first, keyset pagination (public); leaves out posts hidden by reports (and, for a signed-in reader, the posts they reported)',
  })
  @ApiQuery({
    name: 'limit',
    required: false,
    type: Number,
    description: `1 to ${FEED_MAX_LIMIT}, default ${FEED_DEFAULT_LIMIT}`,
  })
  @ApiQuery({ name: 'cursor', required: false, type: String, description: 'nextCursor of the previous page' })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  async page(@Query() query: Record<string, unknown>, @Headers() headers: { cookie?: string; authorization?: string }) {
    const { limit, cursor } = parseFeedQuery(query);
    // the feed is public: a reader whose session cannot be checked right now reads it as a visitor
    const viewer = (await this.sessions.authenticate(headers).catch(() => null))?.sub ?? null;
    return this.feed.page(limit, cursor, viewer);
  }
}
