import { Body, Controller, HttpCode, Inject, Post, Put, Req, UseGuards } from '@nestjs/common';
import { BadRequestException, UnauthorizedException } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';

import { MESSAGES } from '../../contracts';
import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { isPublicKey } from '../../infra/solana/keys';
import { CurrentUser, SessionGuard, type SessionUser } from '../auth/session.guard';
import { SessionTokenService } from '../auth/session-token.service';
import { LinkWalletDto, UserResponseDto, WalletNonceDto, WalletNonceRequestDto } from './dto/user.dto';
import { WalletLinkService } from './wallet-link.service';

const NOT_AN_ADDRESS = 'address must be a valid base58 public key';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    @Inject(WalletLinkService) private readonly wallets: WalletLinkService,
    @Inject(SessionTokenService) private readonly tokens: SessionTokenService,
  ) {}

  @Post('me/wallet/nonce')
  @HttpCode(201)
  @UseGuards(SessionGuard)
  @ApiCookieAuth()
  @ApiOperation({
    summary: 'A Sign-In With Solana message for the address, to sign with the wallet (signMessage)',
    description: 'Single use, bound to this session, valid for 5 minutes.',
  })
  @ApiCreatedResponse({ type: WalletNonceDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: "address is not a valid base58 public key, or it is the app's own receiving address",
  })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'the nonce store (Redis) is unavailable' })
  walletNonce(@CurrentUser() user: SessionUser, @Req() req: Request, @Body() body: WalletNonceRequestDto) {
    if (!isPublicKey(body.address)) throw new BadRequestException(NOT_AN_ADDRESS);
    return this.wallets.issue(user, this.sessionId(req), body.address);
  }

  @Put('me/wallet')
  @UseGuards(SessionGuard)
  @ApiCookieAuth()
  @ApiOperation({
    summary: 'Links the wallet that signed the message of POST /api/users/me/wallet/nonce',
    description:
      "The Ed25519 signature must be the address's, and the message the one issued to this session: this app's domain, the address, an unused nonce, not expired. An address is linked to one account at most.",
  })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      "an invalid body, the receiver's address, a message that is not this app's (another domain, another address, altered), a wrong signature, or a used, unknown, expired or other session's nonce",
  })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'the address is linked to another account' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'the nonce store (Redis) is unavailable' })
  linkWallet(@CurrentUser() user: SessionUser, @Req() req: Request, @Body() body: LinkWalletDto) {
    if (!isPublicKey(body.address)) throw new BadRequestException(NOT_AN_ADDRESS);
    return this.wallets.link(user, this.sessionId(req), body);
  }

  /** The id (jti) of the session that passed SessionGuard: nonces are bound to it. */
  private sessionId(req: Request): string {
    const session = this.tokens.verify(this.tokens.tokenFrom(req.headers)?.token);
    if (!session) throw new UnauthorizedException(MESSAGES.signInAgain);
    return session.jti;
  }
}
