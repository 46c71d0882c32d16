import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPaymentRequiredResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';

import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { RateLimited } from '../../infra/limits/rate-limit.guard';
import { CurrentUser, SessionGuard, type SessionUser } from '../auth/session.guard';
import { JobAcceptedDto } from '../jobs/dto/job.dto';
import { CreateGirlDto, CreateGirlResponseDto } from './dto/create-girl.dto';
import { GirlDto, LimitQueryDto, VoiceDto } from './dto/girl.dto';
import { MakePortraitDto } from './dto/make-portrait.dto';
import { PolicyCheckDto, PolicyCheckResponseDto } from './dto/policy-check.dto';
import { GirlIdPipe } from './girl-id.pipe';
import { GirlRemoval } from './girl-removal.service';
import { GirlsService } from './girls.service';

@ApiTags('girls')
@Controller('girls')
export class GirlsController {
  constructor(
    @Inject(GirlsService) private readonly girls: GirlsService,
    @Inject(GirlRemoval) private readonly removal: GirlRemoval,
  ) {}

  @Delete(':id')
  @HttpCode(204)
  @UseGuards(SessionGuard)
  @ApiCookieAuth()
  @ApiNoContentResponse({
    description: "deleted for her owner: her chats (everyone's), pictures, feed posts and files go",
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "'No AI Girl found.' (also for someone else's girl)" })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  async remove(@CurrentUser() user: SessionUser, @Param('id', GirlIdPipe) id: string): Promise<void> {
    await this.removal.delete(user.id, id);
  }

  @Post()
  @RateLimited('jobs')
  @UseGuards(SessionGuard)
  @ApiCookieAuth()
  @ApiCreatedResponse({ type: CreateGirlResponseDto, description: 'saved; her portrait job is queued' })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: "'Please select at least one personality trait or add one.'",
  })
  @ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: 'the content policy refused a text' })
  @ApiPaymentRequiredResponse({
    type: ApiErrorDto,
    description:
      "a free user already created 10 girls in the last 24 hours: 'Free accounts can create up to 10 girls a day. Upgrade to premium for unlimited girls.' (her first portrait is free)",
  })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  create(@CurrentUser() user: SessionUser, @Body() body: CreateGirlDto) {
    return this.girls.create(user, body);
  }

  @Post('policy-check')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiCookieAuth()
  @ApiOkResponse({
    type: PolicyCheckResponseDto,
    description: 'which answers the content policy refuses, so the wizard can say so on their step',
  })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  policyCheck(@Body() body: PolicyCheckDto): PolicyCheckResponseDto {
    return this.girls.policyCheck(body.texts);
  }

  @Get('mine')
  @UseGuards(SessionGuard)
  @ApiCookieAuth()
  @ApiOkResponse({ type: [GirlDto], description: 'newest first' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  mine(@CurrentUser() user: SessionUser) {
    return this.girls.mine(user);
  }

  @Get('random')
  @ApiOkResponse({
    type: [GirlDto],
    description: 'girls with a portrait, random order (public); pics are not included',
  })
  random(@Query() query: LimitQueryDto) {
    return this.girls.random(query.limit ?? 8);
  }

  @Get(':id')
  @ApiOkResponse({ type: GirlDto, description: 'public' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "'No AI Girl found.'" })
  one(@Param('id', GirlIdPipe) id: string) {
    return this.girls.one(id);
  }

  @Get(':id/others')
  @ApiOkResponse({ type: [GirlDto], description: 'other girls with a portrait, random order (public)' })
  others(@Param('id', GirlIdPipe) id: string, @Query() query: LimitQueryDto) {
    return this.girls.random(query.limit ?? 6, id);
  }

  @Post(':id/look')
  @HttpCode(202)
  @RateLimited('jobs')
  @UseGuards(SessionGuard)
  @ApiCookieAuth()
  @ApiAcceptedResponse({
    type: JobAcceptedDto,
    description: 'a new portrait is queued (owner only); free users pay 1 credit, given back if the job fails',
  })
  @ApiPaymentRequiredResponse({
    type: ApiErrorDto,
    description: "You've run out of free image generations. Upgrade to premium for unlimited generations.",
  })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  newLook(@CurrentUser() user: SessionUser, @Param('id', GirlIdPipe) id: string) {
    return this.girls.newLook(user, id);
  }

  @Put(':id/voice')
  @UseGuards(SessionGuard)
  @ApiCookieAuth()
  @ApiOkResponse({
    type: GirlDto,
    description: 'her voice is changed (owner only); her replies are read aloud in it from now on',
  })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'not one of the voices' })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  setVoice(@CurrentUser() user: SessionUser, @Param('id', GirlIdPipe) id: string, @Body() body: VoiceDto) {
    return this.girls.setVoice(user, id, body.voice);
  }

  @Put(':id/portrait')
  @UseGuards(SessionGuard)
  @ApiCookieAuth()
  @ApiOkResponse({
    type: GirlDto,
    description: 'one of her pictures is her portrait again (owner only); the one it replaces stays in her gallery',
  })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'picId must be a picture id'" })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({
    type: ApiErrorDto,
    description: "'No AI Girl found.' (also for someone else's girl); 'This picture is not in her gallery.'",
  })
  makePortrait(
    @CurrentUser() user: SessionUser,
    @Param('id', GirlIdPipe) id: string,
    @Body() body: MakePortraitDto,
  ): Promise<GirlDto> {
    return this.girls.makePortrait(user, id, body.picId);
  }
}
