import { CanActivate, createParamDecorator, ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { SessionTokenService, type SessionClaims } from './session-token.service';

export interface SessionUser {
  id: string;
  username: string;
}

type RequestWithUser = Request & { sessionUser?: SessionUser };

/** Lets a request through only with a valid session (cookie or bearer token). */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(@Inject(SessionTokenService) private readonly tokens: SessionTokenService) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<RequestWithUser>();
    const claims: SessionClaims | null = this.tokens.fromHeaders(req.headers);
    if (!claims) throw new UnauthorizedException('Please sign in to continue.');
    req.sessionUser = { id: claims.sub, username: claims.username };
    return true;
  }
}

/** The signed-in user of a request that passed SessionGuard. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<RequestWithUser>().sessionUser;
  if (!user) throw new UnauthorizedException('Please sign in to continue.');
  return user;
});
