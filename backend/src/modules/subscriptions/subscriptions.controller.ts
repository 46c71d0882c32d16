import { Body, Controller, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';

import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { CurrentUser, SessionGuard, type SessionUser } from '../auth/session.guard';
import {
  ConfirmPaymentDto,
  ConfirmPaymentResponseDto,
  PaymentIntentDto,
  SubscriptionStatusDto,
} from './dto/subscription.dto';
import { SubscriptionsService } from './subscriptions.service';

@ApiTags('subscriptions')
@ApiCookieAuth()
@UseGuards(SessionGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto })
@Controller('subscriptions')
export class SubscriptionsController {
  constructor(@Inject(SubscriptionsService) private readonly subscriptions: SubscriptionsService) {}

  @Get('status')
  @ApiOkResponse({ type: SubscriptionStatusDto })
  status(@CurrentUser() user: SessionUser) {
    return this.subscriptions.status(user.id);
  }

  @Post('intent')
  @HttpCode(201)
  @ApiOperation({ summary: 'A Solana Pay transfer request with a fresh reference key, payable for 15 minutes' })
  @ApiCreatedResponse({ type: PaymentIntentDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'too many open payment requests; Retry-After is set' })
  @ApiServiceUnavailableResponse({
    type: ApiErrorDto,
    description: "'This feature is not available right now.': this server takes no payments",
  })
  intent(@CurrentUser() user: SessionUser) {
    return this.subscriptions.createIntent(user.id);
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Checks the transaction at finalized commitment and adds one month to the subscription',
    description:
      "Accepted only if the transaction succeeded, pays at least the price to the receiver, carries the request's reference and is paid from the wallet linked to the user. A signature counts once.",
  })
  @ApiOkResponse({ type: ConfirmPaymentResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'Transaction failed: {details}', or an invalid body" })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'the signature was already used' })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'the Solana RPC could not be asked' })
  confirm(@CurrentUser() user: SessionUser, @Body() body: ConfirmPaymentDto) {
    return this.subscriptions.confirm(user.id, body);
  }
}
