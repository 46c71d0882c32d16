import { Body, Controller, Get, Inject, Put, UseGuards } from '@nestjs/common';
import { BadRequestException } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';

import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { isPublicKey } from '../../infra/solana/keys';
import { CurrentUser, SessionGuard, type SessionUser } from '../auth/session.guard';
import { StatsDto, UserResponseDto, WalletDto } from './dto/user.dto';
import { UsersService } from './users.service';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  @Get('stats')
  @ApiOkResponse({ type: StatsDto, description: 'real counts (public)' })
  stats() {
    return this.users.stats();
  }

  @Put('me/wallet')
  @UseGuards(SessionGuard)
  @ApiCookieAuth()
  @ApiOkResponse({ type: UserResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'wallet is not a valid base58 public key' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  linkWallet(@CurrentUser() user: SessionUser, @Body() body: WalletDto) {
    if (!isPublicKey(body.wallet)) throw new BadRequestException('wallet must be a valid base58 public key');
    return this.users.linkWallet(user.id, body.wallet);
  }
}
