import {
  Body,
  Controller,
  Get,
  HttpStatus,
  Inject,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Res,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPaymentRequiredResponse,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';

import { isVoiceId, SPEECH_MESSAGES } from '../../contracts';
import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { RateLimited } from '../../infra/limits/rate-limit.guard';
import { CurrentUser, SessionGuard, type SessionUser } from '../auth/session.guard';
import { GirlIdPipe } from '../girls/girl-id.pipe';
import { ChatSpeechService } from './chat-speech.service';
import { SpeechAcceptedDto, SpeechReadyDto, VoiceRepliesDto } from './dto/speech.dto';
import { VoiceSamples } from './voice-sample.service';

const MessageIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(SPEECH_MESSAGES.notFound) });

/** Her voice in the chat: a reply read aloud, the chat's voice replies switch, and each voice's sample. */
@ApiTags('chat')
@ApiCookieAuth()
@UseGuards(SessionGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto })
@Controller()
export class ChatSpeechController {
  constructor(
    @Inject(ChatSpeechService) private readonly speech: ChatSpeechService,
    @Inject(VoiceSamples) private readonly samples: VoiceSamples,
  ) {}

  @Post('chats/:girlId/messages/:messageId/speech')
  @RateLimited('jobs')
  @ApiOkResponse({
    type: SpeechReadyDto,
    description: 'read aloud before in her voice: the stored audio, at once and for nothing',
  })
  @ApiAcceptedResponse({
    type: SpeechAcceptedDto,
    description:
      "a speech job, or the one already making it; it counts as one of her messages toward a free user's allowance (given back if it fails)",
  })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: "the person's own message: only her replies are read aloud",
  })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'her reply is still being written, or could not be made' })
  @ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: 'her message has no words (a picture)' })
  @ApiPaymentRequiredResponse({ type: ApiErrorDto, description: "a free user's allowance with her is used up" })
  @ApiNotFoundResponse({
    type: ApiErrorDto,
    description: "no such girl, or no such message in the person's chat with her",
  })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'the queue is not answering; nothing is charged' })
  async listen(
    @CurrentUser() user: SessionUser,
    @Param('girlId', GirlIdPipe) girlId: string,
    @Param('messageId', MessageIdPipe) messageId: string,
    @Res({ passthrough: true }) res: Response,
  ) {
    const answer = await this.speech.listen(user, girlId, messageId);
    res.status('audioUrl' in answer ? HttpStatus.OK : HttpStatus.ACCEPTED);
    return answer;
  }

  @Put('chats/:girlId/voice-replies')
  @ApiOkResponse({ type: VoiceRepliesDto, description: 'the switch as stored for this chat (off until set)' })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  setVoiceReplies(
    @CurrentUser() user: SessionUser,
    @Param('girlId', GirlIdPipe) girlId: string,
    @Body() body: VoiceRepliesDto,
  ) {
    return this.speech.setVoiceReplies(user, girlId, body.voiceReplies);
  }

  @Get('voices/:voice/sample')
  @ApiProduces('audio/wav', 'audio/mpeg')
  @ApiOkResponse({ description: 'a few words in that voice (her profile plays it before her owner picks it)' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'no such voice' })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'the speech provider failed' })
  async sample(@Param('voice') voice: string) {
    if (!isVoiceId(voice)) throw new NotFoundException(SPEECH_MESSAGES.unknownVoice);
    const audio = await this.samples.sample(voice);
    return new StreamableFile(audio.data, { type: audio.type, length: audio.data.length });
  }
}
