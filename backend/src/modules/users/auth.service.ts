import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import argon2 from 'argon2';
import { QueryFailedError } from 'typeorm';

import { AppConfig } from '../../config/app-config';
import {
  type AuthResponse,
  MESSAGES,
  NEW_USER_CREDITS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_PATTERN,
} from '../../contracts';
import { limitsFrom } from '../../infra/limits/limits';
import { RateLimitService } from '../../infra/limits/rate-limit.service';
import { SessionTokenService } from '../auth/session-token.service';
import { SessionsService } from '../auth/sessions.service';
import type { UserEntity } from './user.entity';
import { toUser } from './user.view';
import { UsersRepository } from './users.repository';

interface Credentials {
  username: string;
  password: string;
}

/** Blank (missing, empty or whitespace-only) fields come first, before any other rule. */
function readCredentials(body: { username?: unknown; password?: unknown }): Credentials {
  const { username, password } = body ?? {};
  if (typeof username !== 'string' || typeof password !== 'string' || !username.trim() || !password.trim()) {
    throw new BadRequestException(MESSAGES.fillAllFields);
  }
  return { username: username.trim(), password };
}

/**
 * A hash of no one's password, with the same parameters as real ones: an unknown username is checked
 * against it, so that sign-in takes as long for it as for a wrong password.
 */
const dummyHash = argon2.hash('no such user: not a password', { type: argon2.argon2id });

/** The longest a sign-in attempt is held back after failures on its username. */
export const MAX_SIGNIN_DELAY_MS = 2000;

/**
 * How long an attempt on a username waits, from the failures on it in the window: growing with them,
 * the full MAX_SIGNIN_DELAY_MS from `fullAt` failures on (SIGNIN_FAILURES_PER_USERNAME; 0 = never).
 */
export function signInDelayMs(failures: number, fullAt: number): number {
  if (fullAt <= 0 || failures <= 0) return 0;
  return Math.round(MAX_SIGNIN_DELAY_MS * Math.min(1, failures / fullAt));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

@Injectable()
export class AuthService {
  private readonly limits;

  constructor(
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(SessionTokenService) private readonly tokens: SessionTokenService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(RateLimitService) private readonly rateLimit: RateLimitService,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {
    this.limits = limitsFrom(config.settings);
  }

  /** Sign-ups are limited per client IP (only the ones that succeed count). */
  async signUp(body: { username?: unknown; password?: unknown }, ip: string): Promise<AuthResponse> {
    const { username, password } = readCredentials(body);
    await this.rateLimit.check(this.limits.signUpPerIp, ip);
    if (!USERNAME_PATTERN.test(username)) {
      throw new BadRequestException('Username must be 3 to 32 characters: letters, digits, _ . or -.');
    }
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
      throw new BadRequestException(`Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
    }
    const passwordHash = await argon2.hash(password, { type: argon2.argon2id });
    try {
      const user = await this.users.create({
        username,
        passwordHash,
        credits: NEW_USER_CREDITS,
        subEnd: null,
        wallet: null,
      });
      await this.rateLimit.record(this.limits.signUpPerIp, ip);
      return await this.session(user);
    } catch (err) {
      if (err instanceof QueryFailedError && (err.driverError as { code?: string }).code === '23505') {
        throw new ConflictException(MESSAGES.usernameTaken);
      }
      throw err;
    }
  }

  /**
   * Failures per client IP refuse (429). Failures per username only slow the attempts on it, never
   * refuse the right password: usernames are public, so a refusal would let anyone lock any account.
   * An attempt from a browser that signed in to the account before (`knownAccounts`, from the signed
   * known-device cookie) is not even slowed.
   */
  async signIn(
    body: { username?: unknown; password?: unknown },
    ip: string,
    knownAccounts: readonly string[] = [],
  ): Promise<AuthResponse> {
    const { username, password } = readCredentials(body);
    const { signInPerUsername: perUser, signInPerIp: perIp } = this.limits;
    await this.rateLimit.check(perIp, ip);
    const user = await this.users.findByUsername(username);
    if (!user || !knownAccounts.includes(user.id)) {
      await sleep(signInDelayMs(await this.rateLimit.count(perUser, username), perUser.max));
    }
    // the same work for an unknown user as for a known one: nobody can tell them apart by the time taken
    const ok = await argon2
      .verify(user?.passwordHash ?? (await dummyHash), password.slice(0, PASSWORD_MAX + 1))
      .catch(() => false);
    if (!user || !ok || password.length > PASSWORD_MAX) {
      await Promise.all([this.rateLimit.record(perIp, ip), this.rateLimit.record(perUser, username)]);
      if (!user) throw new NotFoundException(MESSAGES.accountNotFound);
      throw new UnauthorizedException(MESSAGES.wrongPassword);
    }
    // the count is not reset: the owner's success must not give a guesser its speed back
    return await this.session(user);
  }

  async me(userId: string) {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(MESSAGES.sessionEnded);
    return { user: toUser(user, this.config.settings.ADMIN_USERNAMES) };
  }

  /** The account and a new token of its current session generation (a password change ends older ones). */
  async session(user: UserEntity): Promise<AuthResponse> {
    const gen = await this.sessions.generationOf(user.id);
    return {
      user: toUser(user, this.config.settings.ADMIN_USERNAMES),
      token: this.tokens.sign({ sub: user.id, username: user.username, gen }),
    };
  }
}
