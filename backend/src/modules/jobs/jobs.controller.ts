import { Controller, Get, Inject, NotFoundException, Param, ParseUUIDPipe, UseGuards } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';

import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { CurrentUser, SessionGuard, type SessionUser } from '../auth/session.guard';
import { JobDto } from './dto/job.dto';
import { JobsService } from './jobs.service';

@ApiTags('jobs')
@ApiCookieAuth()
@UseGuards(SessionGuard)
@Controller('jobs')
export class JobsController {
  constructor(@Inject(JobsService) private readonly jobs: JobsService) {}

  @Get(':id')
  @ApiOkResponse({ type: JobDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'the job belongs to someone else' })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  get(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('No such job.') })) id: string,
  ) {
    return this.jobs.view(id, user.id);
  }
}
