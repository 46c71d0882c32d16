import { Controller, Get, Headers, Inject, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { SessionsService } from '../auth/sessions.service';
import { FeedPageDto, FeedQueryDto } from './dto/feed.dto';
import { FeedService } from './feed.service';

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
    description: 'newest first, keyset pagination (public); leaves out posts hidden by reports (and, for a signed-in reader, the posts they reported)',
  })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  async page(@Query() query: FeedQueryDto, @Headers() headers: { cookie?: string; authorization?: string }) {
    // the feed is public: a reader whose session cannot be checked right now reads it as a visitor
    const viewer = (await this.sessions.authenticate(headers).catch(() => null))?.sub ?? null;
    return this.feed.page(query.limit ?? 20, query.cursor, viewer);
  }
}
