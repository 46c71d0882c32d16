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
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';

import { REPORT_TEXT } from '../../contracts';
import { ApiErrorDto } from '../../infra/http/api-error.dto';
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
  @UseGuards(SessionGuard)
  @ApiCookieAuth()
  @ApiAcceptedResponse({
    type: ReportAcceptedDto,
    description:
      'the reporter no longer sees the post; minor, real-person and non-consensual hide it from everyone at once, other after 3 reporters. ' +
      'A second report of the same post by the same user is also 202 and changes nothing.',
  })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'unknown reason, or a note over 500 characters' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'no such post' })
  report(@CurrentUser() user: SessionUser, @Param('postId', PostIdPipe) postId: string, @Body() body: ReportDto) {
    return this.reports.report(user, postId, body);
  }
}
