import { Body, Controller, Delete, Get, HttpCode, Inject, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { AppConfig } from '../../config/app-config';
import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { contentDisposition } from '../../infra/http/download-name';
import { RateLimited } from '../../infra/limits/rate-limit.guard';
import { CurrentUser, SessionGuard, type SessionUser } from '../auth/session.guard';
import { clearSessionCookie } from '../users/auth-cookies';
import { ConfirmPasswordDto } from '../users/dto/password.dto';
import { AccountService } from './account.service';
import { AccountExport } from './account-export';

@ApiTags('users')
@Controller('users')
export class AccountController {
  constructor(
    @Inject(AccountService) private readonly account: AccountService,
    @Inject(AccountExport) private readonly exporter: AccountExport,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  @Get('me/export')
  @RateLimited('jobs')
  @UseGuards(SessionGuard)
  @ApiCookieAuth()
  @ApiProduces('application/zip')
  @ApiOperation({ summary: 'Everything the account made, as one zip' })
  @ApiOkResponse({
    description:
      'account.json, girls/ (each a Character Card V2), pictures/<girl>/ (her portrait and pictures), chats/ (JSONL)',
  })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  async export(@CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    const { username, stream } = await this.exporter.zip(user.id);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Disposition', contentDisposition(`aigirls-${username}`, 'zip', 'aigirls-export'));
    stream.pipe(res);
  }

  @Delete('me')
  @HttpCode(204)
  @UseGuards(SessionGuard)
  @ApiCookieAuth()
  @ApiOperation({
    summary: 'Deletes the account, after its password',
    description:
      'Its girls (with their chats, pictures, posts and files), its chats, jobs and files go, every session ends; payments stay without a name.',
  })
  @ApiNoContentResponse({ description: 'deleted; the session cookie is cleared' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'Incorrect password. Please try again.'" })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'too many wrong passwords for this username' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  async delete(
    @CurrentUser() user: SessionUser,
    @Body() body: ConfirmPasswordDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.account.delete(user.id, body.password);
    clearSessionCookie(this.config.settings, req, res);
  }
}
