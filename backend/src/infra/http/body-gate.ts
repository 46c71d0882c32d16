import { Logger, UnauthorizedException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

import { MESSAGES } from '../../contracts';
import type { Limit, RateLimitService } from '../limits/rate-limit.service';
import { answerError } from './all-exceptions.filter';

/** The headers a session is read from (the session cookie, or a bearer token). */
export interface SessionHeaders {
  cookie?: unknown;
  authorization?: unknown;
}

/**
 * How infra reads a request's live session from its headers alone (the auth module's sessions,
 * bound by the module that owns the large-body routes: infra imports no module).
 */
export abstract class SessionReader {
  abstract authenticate(headers: SessionHeaders): Promise<GateSession | null>;
}

/** A live session as the gate read it. */
export interface GateSession {
  sub: string;
  username: string;
}

/** The sessions the gate read, by request: the route's session guard takes it from here rather than read it twice. */
const gateSessions = new WeakMap<Request, GateSession>();

/** The live session the body gate read from this request's headers, if the request passed one. */
export function sessionReadByGate(req: Request): GateSession | undefined {
  return gateSessions.get(req);
}

/** A check of a request's headers, run before its body is read; it throws the HTTP error to answer. */
export type BodyGateCheck = (req: Request) => Promise<void>;

type Middleware = (req: Request, res: Response, next: NextFunction) => void;

/**
 * The check of the routes whose body may be larger than the default (the tools, the card import, a lorebook):
 * a live session (401), then the jobs limit of its user, not counted here (429; the route counts
 * the call itself once it has read the body). Nobody can make the server read megabytes anonymously,
 * nor over their limit.
 */
export function sessionAndLimitGate(sessions: SessionReader, rateLimit: RateLimitService, limit: Limit): BodyGateCheck {
  return async (req) => {
    const session = await sessions.authenticate(req.headers);
    if (!session) throw new UnauthorizedException(MESSAGES.signInAgain);
    await rateLimit.check(limit, `user:${session.sub}`);
    gateSessions.set(req, session);
  };
}

const logger = new Logger('HTTP');

/**
 * Runs `check` on the headers, then `parser`. A refused request is answered at once, its body never
 * read into memory: the answer closes the connection (Connection: close), and what the client has
 * sent by then is discarded as it comes, never buffered.
 */
export function gatedBody(check: BodyGateCheck, parser: Middleware): Middleware {
  return (req, res, next) => {
    check(req).then(
      () => parser(req, res, next),
      (err: unknown) => {
        res.setHeader('Connection', 'close');
        answerError(res, err, logger);
        // nothing of the body is kept: it is dropped as it arrives until the connection closes
        req.resume();
      },
    );
  };
}
