import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';

import { MEMORY_MESSAGES } from '../../contracts';
import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { CurrentUser, SessionGuard, type SessionUser } from '../auth/session.guard';
import { GirlIdPipe } from '../girls/girl-id.pipe';
import { AddMemoryDto, EditMemoryDto, MemoriesDto, MemoryDto } from './dto/memories.dto';
import { FactsService } from './facts.service';

/** A memory id that cannot be one is simply not found. */
const MemoryIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(MEMORY_MESSAGES.notFound) });

const REFUSED =
  "the content policy refused the text (character mode): 'This request is not allowed: all characters must be adults.'";

/** What she remembers about the person in a chat with one of their own girls: list, add, edit, pin, delete. */
@ApiTags('chat')
@ApiCookieAuth()
@UseGuards(SessionGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto })
@ApiNotFoundResponse({
  type: ApiErrorDto,
  description:
    "no such girl, or she is another person's ('No AI Girl found.'); no such memory in this chat ('Memory not found.')",
})
@Controller('chats/:girlId/memories')
export class MemoriesController {
  constructor(@Inject(FactsService) private readonly facts: FactsService) {}

  @Get()
  @ApiOkResponse({
    type: MemoriesDto,
    description: 'what she learned from the person’s messages and what they wrote, pinned first, then the newest',
  })
  list(@CurrentUser() user: SessionUser, @Param('girlId', GirlIdPipe) girlId: string) {
    return this.facts.list(user, girlId);
  }

  @Post()
  @ApiCreatedResponse({ type: MemoryDto, description: 'a memory of the person’s own, pinned' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'blank or longer than 200 characters' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'the chat already holds 100 memories' })
  @ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: REFUSED })
  add(@CurrentUser() user: SessionUser, @Param('girlId', GirlIdPipe) girlId: string, @Body() body: AddMemoryDto) {
    return this.facts.add(user, girlId, body.text);
  }

  @Patch(':id')
  @ApiOkResponse({
    type: MemoryDto,
    description: 'new text (it becomes the person’s own: learning no longer changes it) and/or pinned',
  })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'neither text nor pinned, blank or too long text' })
  @ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: REFUSED })
  edit(
    @CurrentUser() user: SessionUser,
    @Param('girlId', GirlIdPipe) girlId: string,
    @Param('id', MemoryIdPipe) id: string,
    @Body() body: EditMemoryDto,
  ) {
    if (body.text === undefined && body.pinned === undefined)
      throw new BadRequestException(MEMORY_MESSAGES.nothingToChange);
    return this.facts.update(user, girlId, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'forgotten: it no longer reaches her prompt' })
  async remove(
    @CurrentUser() user: SessionUser,
    @Param('girlId', GirlIdPipe) girlId: string,
    @Param('id', MemoryIdPipe) id: string,
  ): Promise<void> {
    await this.facts.remove(user, girlId, id);
  }
}
