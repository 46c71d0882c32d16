import { Body, Controller, Header, HttpCode, Inject, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
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
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { AppConfig } from '../../config/app-config';
import { type AuthResponse, MESSAGES, PUBLIC_NAME_MAX } from '../../contracts';
import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { isPublicKey } from '../../infra/solana/keys';
import { CurrentUser, SessionGuard, type SessionUser } from '../auth/session.guard';
import { SessionTokenService } from '../auth/session-token.service';
import { setSessionCookie } from './auth-cookies';
import { AuthResponseDto } from './dto/credentials.dto';
import { ChangePasswordDto } from './dto/password.dto';
import { LinkWalletDto, PublicNameDto, UserResponseDto, WalletNonceDto, WalletNonceRequestDto } from './dto/user.dto';
import { PasswordService } from './password.service';
import { PublicNameService } from './public-name.service';
import { WalletLinkService } from './wallet-link.service';

const NOT_AN_ADDRESS = 'address must be a valid base58 public key';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    @Inject(WalletLinkService) private readonly wallets: WalletLinkService,
    @Inject(SessionTokenService) private readonly tokens: SessionTokenService,
    @Inject(PasswordService) private readonly passwords: PasswordService,
    @Inject(PublicNameService) private readonly publicNames: PublicNameService,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  @Put('me/password')
  @Header('Cache-Control', 'no-store')
  @UseGuards(SessionGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "Changes the account's password: every other session ends, this one goes on" })
  @ApiOkResponse({ type: AuthResponseDto, description: 'the new session token, also set as the session cookie' })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      "'Incorrect password. Please try again.' (current), 'Please fill in all fields', or the password rule (next)",
  })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'too many wrong passwords for this username' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  async changePassword(
    @CurrentUser() user: SessionUser,
    @Body() body: ChangePasswordDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthResponse> {
    const result = await this.passwords.change(user.id, body);
    setSessionCookie(this.config.settings, req, res, result.token);
    return result;
  }

  @Put('me/public-name')
  @UseGuards(SessionGuard)
  @ApiCookieAuth()
  @ApiOperation({
    summary: 'Sets the name shown with their feed posts (null or blank: none, the posts show only the girl name)',
    description: `At most ${PUBLIC_NAME_MAX} characters; stored without bidi controls or invisible spaces.`,
  })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'not text, or too long' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  setPublicName(@CurrentUser() user: SessionUser, @Body() body: PublicNameDto) {
    return this.publicNames.set(user.id, body.publicName);
  }

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
