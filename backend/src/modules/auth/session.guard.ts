import {
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';

import { MESSAGES } from '../../contracts';
import { sessionReadByGate } from '../../infra/http/body-gate';
import type { SessionClaims } from './session-token.service';
import { SessionsService } from './sessions.service';

export interface SessionUser {
  id: string;
  username: string;
}

type RequestWithUser = Request & { sessionUser?: SessionUser };

/** Lets a request through only with a live session (cookie or bearer token, not revoked). */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(@Inject(SessionsService) private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithUser>();
    // a large-body route's gate read the session from these headers a moment ago: not read twice
    const session: SessionClaims | null = sessionReadByGate(req) ?? (await this.sessions.authenticate(req.headers));
    if (!session) throw new UnauthorizedException(MESSAGES.signInAgain);
    req.sessionUser = { id: session.sub, username: session.username };
    return true;
  }
}

/** The signed-in user of a request that passed SessionGuard. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<RequestWithUser>().sessionUser;
  if (!user) throw new UnauthorizedException(MESSAGES.signInAgain);
  return user;
});
