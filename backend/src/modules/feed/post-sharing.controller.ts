import { Body, Controller, Inject, NotFoundException, Param, ParseUUIDPipe, Patch, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProperty,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

import { type Post, REPORT_TEXT } from '../../contracts';
import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { CurrentUser, SessionGuard, type SessionUser } from '../auth/session.guard';
import { PostDto } from './dto/feed.dto';
import { FeedPostsRepository } from './feed-posts.repository';
import { toPost } from './post.view';

export class PostSharingDto {
  @ApiProperty({ description: 'on the public feed (true) or taken off it (false)' })
  @IsBoolean({ message: 'shared must be true or false' })
  shared: boolean;
}

class SharedPostDto {
  @ApiProperty({ type: PostDto }) post: PostDto;
  @ApiProperty() shared: boolean;
}

const postId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(REPORT_TEXT.postNotFound) });

/** Its owner takes a post of hers off the public feed, or shares it again (the picture stays in her gallery). */
@ApiTags('feed')
@ApiCookieAuth()
@UseGuards(SessionGuard)
@Controller('feed')
export class PostSharingController {
  constructor(@Inject(FeedPostsRepository) private readonly posts: FeedPostsRepository) {}

  @Patch(':postId')
  @ApiOkResponse({ type: SharedPostDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'no such post of yours' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  async share(
    @CurrentUser() user: SessionUser,
    @Param('postId', postId) id: string,
    @Body() body: PostSharingDto,
  ): Promise<{ post: Post; shared: boolean }> {
    const row = await this.posts.setShared(id, user.id, body.shared);
    if (!row) throw new NotFoundException(REPORT_TEXT.postNotFound);
    return { post: toPost(row), shared: body.shared };
  }
}
