import { Body, Controller, Get, Inject, Param, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';

import type { Lorebook } from '../../contracts';
import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { CurrentUser, SessionGuard, type SessionUser } from '../auth/session.guard';
import { GirlIdPipe } from '../girls/girl-id.pipe';
import { LorebookDto } from './dto/lorebook.dto';
import { LorebookService } from './lorebook.service';

/** Her lorebook (SillyTavern's World Info): the entries her replies draw on when the chat mentions their keys. */
@ApiTags('girls')
@ApiCookieAuth()
@UseGuards(SessionGuard)
@Controller('girls')
export class LorebookController {
  constructor(@Inject(LorebookService) private readonly lorebooks: LorebookService) {}

  @Get(':id/lorebook')
  @ApiOkResponse({ type: LorebookDto, description: 'her lorebook, or `book: null` when she has none (owner only)' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'no such girl, or not yours' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  get(@CurrentUser() user: SessionUser, @Param('id', GirlIdPipe) id: string): Promise<Lorebook> {
    return this.lorebooks.get(user, id);
  }

  @Put(':id/lorebook')
  @ApiOkResponse({
    type: LorebookDto,
    description: 'saved: her replies use it from the next message; her card carries it',
  })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      'a field of the wrong type or past its limit, named (`book.entries[3].content must be at most 50000 characters`)',
  })
  @ApiUnprocessableEntityResponse({
    type: ApiErrorDto,
    description: "'This request is not allowed: all characters must be adults.' with `field`, the entry text refused",
  })
  @ApiPayloadTooLargeResponse({
    type: ApiErrorDto,
    description: "a body over 2 MiB, as much as her card may carry: 'This lorebook is too large: …'; nothing is saved",
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'no such girl, or not yours' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  put(
    @CurrentUser() user: SessionUser,
    @Param('id', GirlIdPipe) id: string,
    @Body() body: LorebookDto,
  ): Promise<Lorebook> {
    return this.lorebooks.put(user, id, body.book);
  }
}
