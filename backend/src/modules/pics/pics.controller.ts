import {
  Body,
  Controller,
  Delete,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  UseGuards,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiPaymentRequiredResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';

import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { RateLimited } from '../../infra/limits/rate-limit.guard';
import { CurrentUser, SessionGuard, type SessionUser } from '../auth/session.guard';
import { GirlIdPipe } from '../girls/girl-id.pipe';
import { PicsAcceptedDto, PicsRequestDto } from './dto/pics.dto';
import { PicsService } from './pics.service';

@ApiTags('girls')
@ApiCookieAuth()
@UseGuards(SessionGuard)
@Controller('girls/:id/pics')
export class PicsController {
  constructor(@Inject(PicsService) private readonly pics: PicsService) {}

  @Post()
  @HttpCode(202)
  @RateLimited('jobs')
  @ApiAcceptedResponse({ type: PicsAcceptedDto, description: 'queued (owner only); free users pay 1 credit' })
  @ApiPaymentRequiredResponse({
    type: ApiErrorDto,
    description: "You've run out of free image generations. Upgrade to premium for unlimited generations.",
  })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiUnprocessableEntityResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  generate(@CurrentUser() user: SessionUser, @Param('id', GirlIdPipe) id: string, @Body() body: PicsRequestDto) {
    return this.pics.generate(user, id, body);
  }

  @Delete(':picId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'removed from her pictures (owner only)' })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async remove(
    @CurrentUser() user: SessionUser,
    @Param('id', GirlIdPipe) id: string,
    @Param('picId', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('No such picture.') }))
    picId: string,
  ): Promise<void> {
    await this.pics.remove(user, id, picId);
  }
}
