import {
  Body,
  Controller,
  Delete,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Put,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPaymentRequiredResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';

import { STEERING_MESSAGES } from '../../contracts';
import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { RateLimited } from '../../infra/limits/rate-limit.guard';
import { CurrentUser, SessionGuard, type SessionUser } from '../auth/session.guard';
import { GirlIdPipe } from '../girls/girl-id.pipe';
import { ChatSteeringService } from './chat-steering.service';
import { ChooseVersionDto, EditedDto, EditMessageDto, RegeneratedDto, SteeredMessageDto } from './dto/steering.dto';

/** A message id that cannot be one is simply not found. */
const MessageIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(STEERING_MESSAGES.notFound) });

/** Steering a chat: regenerate her last reply, browse its versions, edit or delete messages. */
@ApiTags('chat')
@ApiCookieAuth()
@UseGuards(SessionGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto })
@ApiNotFoundResponse({
  type: ApiErrorDto,
  description: "no such girl, or no such message in the person's chat with her (another person's chat included)",
})
@Controller('chats/:girlId')
export class ChatSteeringController {
  constructor(@Inject(ChatSteeringService) private readonly steering: ChatSteeringService) {}

  @Post('regenerate')
  @RateLimited('chatMessages')
  @HttpCode(200)
  @ApiOkResponse({
    type: RegeneratedDto,
    description:
      'a new version of her last reply, streamed as chat:token and pushed as chat:message, added to alternatives and chosen; counts once against the free allowance (a picture: a new job, 1 credit for free users)',
  })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'the last message is not a reply of hers' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'her last reply is still being written' })
  @ApiPaymentRequiredResponse({ type: ApiErrorDto, description: 'as for a new message (a picture: out of credits)' })
  regenerate(@CurrentUser() user: SessionUser, @Param('girlId', GirlIdPipe) girlId: string) {
    return this.steering.regenerate(user, girlId);
  }

  @Put('messages/:id/choice')
  @ApiOkResponse({ type: SteeredMessageDto, description: 'her last reply now shows version `index` (not charged)' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'an index out of range, or not her last reply' })
  async choose(
    @CurrentUser() user: SessionUser,
    @Param('girlId', GirlIdPipe) girlId: string,
    @Param('id', MessageIdPipe) id: string,
    @Body() body: ChooseVersionDto,
  ) {
    return { message: await this.steering.choose(user, girlId, id, body.index) };
  }

  @Patch('messages/:id')
  @RateLimited('chatMessages')
  @ApiOkResponse({
    type: EditedDto,
    description:
      "the person's own last message, edited; her reply after it is written anew (streamed) and counts like a new reply",
  })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "blank text, or not the person's own last message" })
  @ApiPaymentRequiredResponse({ type: ApiErrorDto, description: 'as for a new message (a picture: out of credits)' })
  @ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: 'the content policy refused the new text' })
  edit(
    @CurrentUser() user: SessionUser,
    @Param('girlId', GirlIdPipe) girlId: string,
    @Param('id', MessageIdPipe) id: string,
    @Body() body: EditMessageDto,
  ) {
    return this.steering.edit(user, girlId, id, body.text);
  }

  @Delete('messages/:id')
  @HttpCode(204)
  @ApiNoContentResponse({
    description: "gone from this person's chat (and from her memory of it); still counted toward the free allowance",
  })
  async remove(
    @CurrentUser() user: SessionUser,
    @Param('girlId', GirlIdPipe) girlId: string,
    @Param('id', MessageIdPipe) id: string,
  ): Promise<void> {
    await this.steering.remove(user, girlId, id);
  }
}
