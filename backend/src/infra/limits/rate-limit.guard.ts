import { applyDecorators, CanActivate, ExecutionContext, Inject, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { AppConfig } from '../../config/app-config';
import { ApiErrorDto } from '../http/api-error.dto';
import { limitsFrom, type LimitName } from './limits';
import { RateLimitService } from './rate-limit.service';

const LIMIT_KEY = 'rate-limit';

/**
 * Counts each call per signed-in user (per client IP when nobody is signed in). Put it after
 * SessionGuard: guards on the method run after those on the class.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limits;

  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(RateLimitService) private readonly rateLimit: RateLimitService,
    @Inject(AppConfig) config: AppConfig,
  ) {
    this.limits = limitsFrom(config.settings);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<LimitName | undefined>(LIMIT_KEY, context.getHandler());
    if (!name) return true;
    const req = context.switchToHttp().getRequest<Request & { sessionUser?: { id: string } }>();
    await this.rateLimit.hit(this.limits[name], req.sessionUser ? `user:${req.sessionUser.id}` : `ip:${req.ip ?? 'unknown'}`);
    return true;
  }
}

/** `@RateLimited('jobs')`: the named limit of API.md, answered 429 with Retry-After when exceeded. */
export const RateLimited = (name: LimitName) =>
  applyDecorators(
    SetMetadata(LIMIT_KEY, name),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ type: ApiErrorDto, description: "'Too many requests. Please try again in N seconds.'; Retry-After set" }),
  );
