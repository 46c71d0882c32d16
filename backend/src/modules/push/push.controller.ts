import { Body, Controller, Delete, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';

import { PUSH_SUBSCRIPTIONS_PER_USER, PUSH_TEXT, type PushKeyResponse } from '../../contracts';
import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { CurrentUser, SessionGuard, type SessionUser } from '../auth/session.guard';
import { PushKeyDto, PushSubscriptionDto, PushUnsubscribeDto } from './dto/push.dto';
import { PushSubscriptionsService } from './push-subscriptions.service';

/** Web Push: a finished job is notified to the browsers of a user who has no tab of the app open. */
@ApiTags('push')
@Controller('push')
export class PushController {
  constructor(@Inject(PushSubscriptionsService) private readonly push: PushSubscriptionsService) {}

  @Get('key')
  @ApiOkResponse({
    type: PushKeyDto,
    description:
      'publicKey is null when Web Push is off on this server (no VAPID keys): the app offers no notifications',
  })
  key(): PushKeyResponse {
    return { publicKey: this.push.publicKey };
  }

  @Post('subscriptions')
  @HttpCode(204)
  @UseGuards(SessionGuard)
  @ApiCookieAuth()
  @ApiNoContentResponse({
    description:
      'saved (again: the same endpoint is updated, and moves to this account if another had it). An account keeps its ' +
      `${PUSH_SUBSCRIPTIONS_PER_USER} newest subscriptions; one more replaces the oldest. Notifications are sent when a job ` +
      'ends while the account has no socket open.',
  })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: `'${PUSH_TEXT.badEndpoint}' or '${PUSH_TEXT.badKeys}' (keys.p256dh a P-256 point, keys.auth 16 bytes)`,
  })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: `'${PUSH_TEXT.off}' (no VAPID keys)` })
  subscribe(@CurrentUser() user: SessionUser, @Body() body: PushSubscriptionDto): Promise<void> {
    return this.push.subscribe(user.id, body);
  }

  @Delete('subscriptions')
  @HttpCode(204)
  @UseGuards(SessionGuard)
  @ApiCookieAuth()
  @ApiNoContentResponse({
    description: "this account's subscription with that endpoint is gone (also when there was none)",
  })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  unsubscribe(@CurrentUser() user: SessionUser, @Body() body: PushUnsubscribeDto): Promise<void> {
    return this.push.unsubscribe(user.id, body.endpoint);
  }
}
