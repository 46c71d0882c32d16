import {
  Body,
  Controller,
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
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';

import { HIDE_REPORTS_PER_DAY, REJECTED_REPORTS_TO_STOP_HIDING, REPORT_TEXT, REPORTS_PER_HOUR } from '../../contracts';
import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { RateLimited } from '../../infra/limits/rate-limit.guard';
import { CurrentUser, SessionGuard, type SessionUser } from '../auth/session.guard';
import { ReportAcceptedDto, ReportDto } from './dto/reports.dto';
import { ReportsService } from './reports.service';

export const PostIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundException(REPORT_TEXT.postNotFound),
});

@ApiTags('reports')
@Controller('feed')
export class ReportsController {
  constructor(@Inject(ReportsService) private readonly reports: ReportsService) {}

  @Post(':postId/report')
  @HttpCode(202)
  // the topmost 429 description wins over the one @RateLimited adds
  @ApiTooManyRequestsResponse({
    type: ApiErrorDto,
    description:
      `'Too many requests. Please try again in N seconds.' with Retry-After: N. Each account may send at most ` +
      `${REPORTS_PER_HOUR} reports an hour, and at most ${HIDE_REPORTS_PER_DAY} with a hide-at-once reason ` +
      '(minor, real-person, non-consensual) a day (SAFETY.md section 4); a refused report records nothing.',
  })
  @RateLimited('reports')
  @UseGuards(SessionGuard)
  @ApiCookieAuth()
  @ApiAcceptedResponse({
    type: ReportAcceptedDto,
    description:
      'the reporter no longer sees the post; minor, real-person and non-consensual hide it from everyone at once, other after 3 reporters. ' +
      `An account whose hide-at-once reports admins rejected (restored the post) ${REJECTED_REPORTS_TO_STOP_HIDING} times ` +
      'no longer hides posts at once: its reports go to the review queue, first in it. ' +
      'A second report of the same post by the same user is also 202 and changes nothing.',
  })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'unknown reason, or a note over 500 characters' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'no such post' })
  report(@CurrentUser() user: SessionUser, @Param('postId', PostIdPipe) postId: string, @Body() body: ReportDto) {
    return this.reports.report(user, postId, body);
  }
}
