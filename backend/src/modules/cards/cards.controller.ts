import { Body, Controller, Get, Header, Inject, Param, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';

import type { CharacterCardV2 } from '../../contracts';
import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { contentDisposition } from '../../infra/http/download-name';
import { RateLimited } from '../../infra/limits/rate-limit.guard';
import { CurrentUser, SessionGuard, type SessionUser } from '../auth/session.guard';
import { GirlIdPipe } from '../girls/girl-id.pipe';
import { CardsService } from './cards.service';
import { CardPreviewResponseDto, ImportCardDto, ImportCardResponseDto } from './dto/import-card.dto';

@ApiTags('girls')
@ApiCookieAuth()
@UseGuards(SessionGuard)
@Controller('girls')
export class CardsController {
  constructor(@Inject(CardsService) private readonly cards: CardsService) {}

  @Post('import')
  @RateLimited('jobs')
  @ApiCreatedResponse({
    type: ImportCardResponseDto,
    description: 'saved; the card PNG is her portrait, or her portrait job is queued (jobId)',
  })
  @ApiOkResponse({
    type: CardPreviewResponseDto,
    description: 'with `preview: true`: what would be created; nothing is saved',
  })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: "'This file is not a character card.', or a field too long",
  })
  @ApiPayloadTooLargeResponse({ type: ApiErrorDto })
  @ApiUnprocessableEntityResponse({
    type: ApiErrorDto,
    description: "'This request is not allowed: all characters must be adults.' with `field`, the card field refused",
  })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  async import(
    @CurrentUser() user: SessionUser,
    @Body() body: ImportCardDto,
    @Res({ passthrough: true }) res: Response,
  ) {
    if (!body.preview) return this.cards.import(user, body.card, body.overrides);
    res.status(200);
    return this.cards.preview(body.card, body.overrides);
  }

  @Get(':id/card.json')
  @ApiProduces('application/json')
  @ApiOkResponse({
    description:
      'her Character Card V2 as a download (owner only); an imported card keeps its unknown fields and extensions',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'no such girl, or not yours' })
  async json(
    @CurrentUser() user: SessionUser,
    @Param('id', GirlIdPipe) id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CharacterCardV2> {
    const { girl, card } = await this.cards.card(user, id);
    res.setHeader('Content-Disposition', contentDisposition(girl.name ?? '', 'json', 'character'));
    return card;
  }

  @Get(':id/card.png')
  @Header('Content-Type', 'image/png')
  @ApiProduces('image/png')
  @ApiOkResponse({
    description:
      'her portrait with her Character Card V2 in a `chara` tEXt chunk (base64 JSON), as a download (owner only)',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'no such girl, or not yours' })
  async png(@CurrentUser() user: SessionUser, @Param('id', GirlIdPipe) id: string, @Res() res: Response) {
    const { name, png } = await this.cards.png(user, id);
    res.setHeader('Content-Disposition', contentDisposition(name, 'png', 'character'));
    res.send(png);
  }
}
