import { Body, Controller, Get, Header, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
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

import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { SESSION_COOKIE } from '../../infra/http/cookies';
import { UserResponseDto } from '../users/dto/user.dto';
import { AuthService } from './auth.service';
import { AuthResponseDto, CredentialsDto } from './dto/credentials.dto';
import { CurrentUser, SessionGuard, type SessionUser } from './session.guard';
import { SESSION_TTL_SECONDS } from './session-token.service';
import { SessionsService } from './sessions.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
  ) {}

  @Post('signup')
  @Header('Cache-Control', 'no-store')
  @ApiTooManyRequestsResponse({
    type: ApiErrorDto,
    description: 'sign-ups per client IP per hour (SIGNUP_LIMIT_PER_HOUR); Retry-After set',
  })
  @ApiCreatedResponse({ type: AuthResponseDto, description: 'signed up and signed in; sets the session cookie' })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: "'Please fill in all fields', or a username or password rule",
  })
  @ApiConflictResponse({ type: ApiErrorDto, description: "'Username already exists. Please choose another one.'" })
  async signUp(@Body() body: CredentialsDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const result = await this.auth.signUp(body, req.ip ?? 'unknown');
    setSessionCookie(req, res, result.token);
    return result;
  }

  @Post('signin')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: AuthResponseDto, description: 'signed in; sets the session cookie' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'Please fill in all fields'" })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "'Account not found. Please sign up first.'" })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: "'Incorrect password. Please try again.'" })
  @ApiTooManyRequestsResponse({
    type: ApiErrorDto,
    description: 'too many failures for the username or from the client IP within 15 minutes; Retry-After set',
  })
  async signIn(@Body() body: CredentialsDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const result = await this.auth.signIn(body, req.ip ?? 'unknown');
    setSessionCookie(req, res, result.token);
    return result;
  }

  @Post('signout')
  @HttpCode(204)
  @ApiNoContentResponse({
    description: 'the session cookie is cleared and its token (cookie or bearer) revoked on every API process',
  })
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    const session = await this.sessions.authenticate(req.headers);
    if (session) await this.sessions.revoke(session);
    res.clearCookie(SESSION_COOKIE, cookieOptions(req));
  }

  @Get('me')
  @UseGuards(SessionGuard)
  @ApiCookieAuth()
  @ApiOkResponse({ type: UserResponseDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  me(@CurrentUser() user: SessionUser) {
    return this.auth.me(user.id);
  }
}

function cookieOptions(req: Request) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: req.secure, path: '/' };
}

function setSessionCookie(req: Request, res: Response, token: string) {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: SESSION_TTL_SECONDS * 1000 });
}
