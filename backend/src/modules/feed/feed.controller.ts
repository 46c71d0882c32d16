import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { FeedPageDto, FeedQueryDto } from './dto/feed.dto';
import { FeedService } from './feed.service';

@ApiTags('feed')
@Controller('feed')
export class FeedController {
  constructor(@Inject(FeedService) private readonly feed: FeedService) {}

  @Get()
  @ApiOkResponse({ type: FeedPageDto, description: 'newest first, keyset pagination (public)' })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  page(@Query() query: FeedQueryDto) {
    return this.feed.page(query.limit ?? 20, query.cursor);
  }
}
