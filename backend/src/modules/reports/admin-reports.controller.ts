import { Body, Controller, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';

import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { CurrentUser, type SessionUser } from '../auth/session.guard';
import { AdminGuard } from './admin.guard';
import { AdminReportsDto, DecisionDto, DecisionResultDto } from './dto/reports.dto';
import { PostIdPipe } from './reports.controller';
import { ReportsService } from './reports.service';

/** The review queue of reported feed posts: admins (ADMIN_USERNAMES) only. */
@ApiTags('reports')
@Controller('admin/reports')
@UseGuards(AdminGuard)
@ApiCookieAuth()
@ApiUnauthorizedResponse({ type: ApiErrorDto })
@ApiForbiddenResponse({ type: ApiErrorDto, description: 'not an admin' })
export class AdminReportsController {
  constructor(@Inject(ReportsService) private readonly reports: ReportsService) {}

  @Get()
  @ApiOkResponse({ type: AdminReportsDto })
  list() {
    return this.reports.list();
  }

  @Post(':postId/decision')
  @HttpCode(200)
  @ApiOkResponse({ type: DecisionResultDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'action is not restore or remove' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'no such post (already removed)' })
  decide(@CurrentUser() admin: SessionUser, @Param('postId', PostIdPipe) postId: string, @Body() body: DecisionDto) {
    return this.reports.decide(admin, postId, body.action);
  }
}
