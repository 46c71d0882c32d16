import {
  applyDecorators,
  type ArgumentsHost,
  CanActivate,
  Catch,
  ExceptionFilter,
  ExecutionContext,
  Inject,
  Injectable,
  Logger,
  SetMetadata,
  UseFilters,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { AppConfig } from '../../config/app-config';
import { answerError } from '../http/all-exceptions.filter';
import { ApiErrorDto } from '../http/api-error.dto';
import { type LimitName, limitsFrom } from './limits';
import { type Limit, RateLimitService } from './rate-limit.service';

type LimitedRequest = Request & { sessionUser?: { id: string }; rateLimitHit?: { limit: Limit; key: string } };

const LIMIT_KEY = 'rate-limit';

/**
 * Counts each call per signed-in user (per client IP when nobody is signed in), atomically, so a
 * burst cannot slip past the limit. Put it after SessionGuard: guards on the method run after those
 * on the class. A call that then fails (refused input, no credits, a policy refusal, an outage) is
 * taken back by RateLimitRefund: the limit counts what was really done (jobs queued, messages sent).
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
    const req = context.switchToHttp().getRequest<LimitedRequest>();
    const hit = {
      limit: this.limits[name],
      key: req.sessionUser ? `user:${req.sessionUser.id}` : `ip:${req.ip ?? 'unknown'}`,
    };
    await this.rateLimit.hit(hit.limit, hit.key);
    req.rateLimitHit = hit;
    return true;
  }
}

/**
 * Gives back the count of a limited call that failed (in its pipes or its handler), then answers the
 * error as the app's exception filter does. A filter, not an interceptor: nothing runs on a call that succeeds.
 */
@Catch()
@Injectable()
export class RateLimitRefund implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(@Inject(RateLimitService) private readonly rateLimit: RateLimitService) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const answer = () => answerError(http.getResponse<Response>(), exception, this.logger);
    const hit = http.getRequest<LimitedRequest>().rateLimitHit;
    if (!hit) return answer();
    void this.rateLimit
      .undo(hit.limit, hit.key)
      .catch(() => undefined)
      .then(answer);
  }
}

/** `@RateLimited('jobs')`: the named limit of API.md, answered 429 with Retry-After when exceeded. */
export const RateLimited = (name: LimitName) =>
  applyDecorators(
    SetMetadata(LIMIT_KEY, name),
    UseGuards(RateLimitGuard),
    UseFilters(RateLimitRefund),
    ApiTooManyRequestsResponse({
      type: ApiErrorDto,
      description: "'Too many requests. Please try again in N seconds.'; Retry-After set",
    }),
  );
