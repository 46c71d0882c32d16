import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';

import { AppConfig } from '../../config/app-config';
import { REPORT_TEXT } from '../../contracts';
import { SessionGuard, type SessionUser } from '../auth/session.guard';
import { isAdminUsername } from '../users/user.view';

/** Signed in (401 otherwise) and named in ADMIN_USERNAMES (403 otherwise). */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    @Inject(SessionGuard) private readonly session: SessionGuard,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.session.canActivate(context);
    const user = context.switchToHttp().getRequest<{ sessionUser?: SessionUser }>().sessionUser;
    if (!user || !isAdminUsername(user.username, this.config.settings.ADMIN_USERNAMES))
      throw new ForbiddenException(REPORT_TEXT.adminsOnly);
    return true;
  }
}
