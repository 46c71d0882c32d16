import { Body, Controller, Get, Header, HttpCode, Inject, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { AppConfig } from '../../config/app-config';
import { type AuthResponse, type MeResponse, MESSAGES } from '../../contracts';
import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { SessionsService } from '../auth/sessions.service';
import { AuthService } from './auth.service';
import { clearSessionCookie, setKnownDeviceCookie, setSessionCookie } from './auth-cookies';
import { AuthResponseDto, CredentialsDto } from './dto/credentials.dto';
import { MeResponseDto } from './dto/user.dto';
import { KnownDevices } from './known-device.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(KnownDevices) private readonly devices: KnownDevices,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  @Post('signup')
  @Header('Cache-Control', 'no-store')
  @ApiTooManyRequestsResponse({
    type: ApiErrorDto,
    description: 'sign-ups per client IP per hour (SIGNUP_LIMIT_PER_HOUR); Retry-After set',
  })
  @ApiCreatedResponse({
    type: AuthResponseDto,
    description: 'signed up and signed in; sets the session cookie and the known-device cookie',
  })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: "'Please fill in all fields', or a username or password rule",
  })
  @ApiConflictResponse({ type: ApiErrorDto, description: "'Username already exists. Please choose another one.'" })
  async signUp(@Body() body: CredentialsDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.signedIn(req, res, await this.auth.signUp(body, req.ip ?? 'unknown'));
  }

  @Post('signin')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    type: AuthResponseDto,
    description:
      'signed in; sets the session cookie and the httpOnly, signed `known_device` cookie (path /api/auth). ' +
      'After failures on a username, attempts on it are slowed (a delay growing to 2 s) unless they come with a ' +
      'known_device cookie of that account; failures per username never refuse the right password.',
  })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'Please fill in all fields'" })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "'Account not found. Please sign up first.'" })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: "'Incorrect password. Please try again.'" })
  @ApiTooManyRequestsResponse({
    type: ApiErrorDto,
    description:
      "'Too many requests. Please try again in N seconds.': too many failures from the client IP within 15 minutes " +
      '(SIGNIN_FAILURES_PER_IP); Retry-After set',
  })
  async signIn(@Body() body: CredentialsDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const knownAccounts = this.devices.accounts(req.headers.cookie);
    return this.signedIn(req, res, await this.auth.signIn(body, req.ip ?? 'unknown', knownAccounts));
  }

  @Post('signout')
  @HttpCode(204)
  @ApiNoContentResponse({
    description: 'the session cookie is cleared and its token (cookie or bearer) revoked on every API process',
  })
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    const session = await this.sessions.authenticate(req.headers);
    if (session) await this.sessions.revoke(session);
    clearSessionCookie(this.config.settings, req, res);
  }

  /**
   * The signed-in user; `{ user: null }` for a visitor who sends no session at all (nobody signed in is
   * not an error, and a browser would log a 401 on every page). A session that was sent but is invalid,
   * expired or revoked is still 401.
   */
  @Get('me')
  @ApiCookieAuth()
  @ApiOkResponse({ type: MeResponseDto, description: '`user` is null when the request carries no session' })
  @ApiUnauthorizedResponse({
    type: ApiErrorDto,
    description: 'a session was sent, but it is invalid, expired or revoked',
  })
  async me(@Req() req: Request): Promise<MeResponse> {
    if (!this.sessions.presented(req.headers)) return { user: null };
    const session = await this.sessions.authenticate(req.headers);
    if (!session) throw new UnauthorizedException(MESSAGES.signInAgain);
    return this.auth.me(session.sub);
  }

  /** The session cookie, and this browser remembered as one that signed in to the account. */
  private signedIn(req: Request, res: Response, result: AuthResponse): AuthResponse {
    setSessionCookie(this.config.settings, req, res, result.token);
    setKnownDeviceCookie(this.config.settings, req, res, this.devices.remember(req.headers.cookie, result.user.id));
    return result;
  }
}
