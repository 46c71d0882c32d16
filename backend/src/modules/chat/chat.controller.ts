import { Body, Controller, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPaymentRequiredResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';

import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { RateLimited } from '../../infra/limits/rate-limit.guard';
import { CurrentUser, SessionGuard, type SessionUser } from '../auth/session.guard';
import { GirlIdPipe } from '../girls/girl-id.pipe';
import { ChatService } from './chat.service';
import { ChatSpeechService } from './chat-speech.service';
import { BioDto, ChatLogDto, GirlIdDto, RecentChatsDto, SendMessageDto, SendMessageResponseDto } from './dto/chat.dto';

@ApiTags('chat')
@ApiCookieAuth()
@UseGuards(SessionGuard)
@Controller()
export class ChatController {
  constructor(
    @Inject(ChatService) private readonly chat: ChatService,
    @Inject(ChatSpeechService) private readonly speech: ChatSpeechService,
  ) {}

  @Get('chats')
  @ApiOkResponse({ type: RecentChatsDto, description: "the person's conversations, the latest first" })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  recent(@CurrentUser() user: SessionUser) {
    return this.chat.recent(user);
  }

  @Get('chats/:girlId')
  @ApiOkResponse({
    type: ChatLogDto,
    description: 'on first open a random greeting (one of 7) is created and returned',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  async open(@CurrentUser() user: SessionUser, @Param('girlId', GirlIdPipe) girlId: string) {
    const log = await this.chat.open(user, girlId);
    return { ...log, voiceReplies: await this.speech.voiceReplies(user.id, girlId) };
  }

  @Post('girl-chat')
  @RateLimited('chatMessages')
  @HttpCode(200)
  @ApiOkResponse({
    type: SendMessageResponseDto,
    description:
      "her reply, also streamed as chat:token and pushed as chat:message; a reply that cannot finish is 'Sorry, something went wrong. Please try again.' with failed: true (not charged)",
  })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'a blank message' })
  @ApiPaymentRequiredResponse({
    type: ApiErrorDto,
    description:
      "a free user whose chat with her already holds 5 AI messages; or a picture asked for with no credit left ('You've run out of free image generations. Upgrade to premium for unlimited generations.': nothing is stored)",
  })
  @ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: 'a picture request the content policy refused' })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  send(@CurrentUser() user: SessionUser, @Body() body: SendMessageDto) {
    return this.chat.send(user, body.girlId, body.newUserMessage);
  }

  @Post('girl-bio')
  @HttpCode(200)
  @ApiOkResponse({ type: BioDto, description: 'written by the chat model and stored (owner only)' })
  @ApiTooManyRequestsResponse({
    type: ApiErrorDto,
    description: 'the chat provider said 429 and how long to wait; Retry-After is set',
  })
  @ApiServiceUnavailableResponse({
    type: ApiErrorDto,
    description: "the chat provider failed: 'This feature is not available right now.'",
  })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  bio(@CurrentUser() user: SessionUser, @Body() body: GirlIdDto) {
    return this.chat.bio(user, body.girlId);
  }
}
