import { BadRequestException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import argon2 from 'argon2';

import { AppConfig } from '../../config/app-config';
import { type AuthResponse, MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '../../contracts';
import { limitsFrom } from '../../infra/limits/limits';
import { RateLimitService } from '../../infra/limits/rate-limit.service';
import { SessionsService } from '../auth/sessions.service';
import { AuthService } from './auth.service';
import type { UserEntity } from './user.entity';
import { UsersRepository } from './users.repository';

/**
 * The account's password, asked again before the account changes hands or goes: checked (failures
 * count against the username as sign-in failures do, 429 past the limit), and changed (every other
 * session ends; this one goes on with a new token).
 */
@Injectable()
export class PasswordService {
  private readonly limits;

  constructor(
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(RateLimitService) private readonly rateLimit: RateLimitService,
    @Inject(AppConfig) config: AppConfig,
  ) {
    this.limits = limitsFrom(config.settings);
  }

  /** The account, when `password` is its password; 400 'Incorrect password. Please try again.' otherwise. */
  async confirm(userId: string, password: unknown): Promise<UserEntity> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(MESSAGES.sessionEnded);
    if (typeof password !== 'string' || !password) throw new BadRequestException(MESSAGES.fillAllFields);
    await this.rateLimit.check(this.limits.signInPerUsername, user.username);
    if (!(await argon2.verify(user.passwordHash, password))) {
      await this.rateLimit.record(this.limits.signInPerUsername, user.username);
      throw new BadRequestException(MESSAGES.wrongPassword);
    }
    return user;
  }

  /** A new password; every other session of the account ends (API.md: PUT /api/users/me/password). */
  async change(userId: string, body: { current?: unknown; next?: unknown }): Promise<AuthResponse> {
    const next = body?.next;
    if (typeof next !== 'string' || !next.trim()) throw new BadRequestException(MESSAGES.fillAllFields);
    const user = await this.confirm(userId, body?.current);
    if (next.length < PASSWORD_MIN || next.length > PASSWORD_MAX)
      throw new BadRequestException(`Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
    await this.users.setPasswordHash(user.id, await argon2.hash(next, { type: argon2.argon2id }));
    await this.sessions.endAllOf(user.id);
    return this.auth.session(user);
  }
}
