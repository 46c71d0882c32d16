import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import argon2 from 'argon2';
import { DataSource, QueryFailedError } from 'typeorm';
import { MESSAGES, NEW_USER_CREDITS, PASSWORD_MAX, PASSWORD_MIN, USERNAME_PATTERN, type AuthResponse } from '../../contracts';
import { UserEntity } from '../users/user.entity';
import { toUser } from '../users/user.view';
import { SessionTokenService } from './session-token.service';
import { SignInThrottleService } from './sign-in-throttle.service';

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

@Injectable()
export class AuthService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(SessionTokenService) private readonly tokens: SessionTokenService,
    @Inject(SignInThrottleService) private readonly throttle: SignInThrottleService,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async signUp(body: { username?: unknown; password?: unknown }): Promise<AuthResponse> {
    const { username, password } = readCredentials(body);
    if (!USERNAME_PATTERN.test(username)) {
      throw new BadRequestException('Username must be 3 to 32 characters: letters, digits, _ . or -.');
    }
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
      throw new BadRequestException(`Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
    }
    const passwordHash = await argon2.hash(password, { type: argon2.argon2id });
    const users = this.db.getRepository(UserEntity);
    try {
      const user = await users.save(users.create({ username, passwordHash, credits: NEW_USER_CREDITS, subEnd: null, wallet: null }));
      return this.session(user);
    } catch (err) {
      if (err instanceof QueryFailedError && (err.driverError as { code?: string }).code === '23505') {
        throw new ConflictException(MESSAGES.usernameTaken);
      }
      throw err;
    }
  }

  async signIn(body: { username?: unknown; password?: unknown }, ip: string): Promise<AuthResponse> {
    const { username, password } = readCredentials(body);
    await this.throttle.assertAllowed(username, ip);
    const user = await this.findByUsername(username);
    if (!user) {
      await this.throttle.recordFailure(username, ip);
      throw new NotFoundException(MESSAGES.accountNotFound);
    }
    const ok = password.length <= PASSWORD_MAX && (await argon2.verify(user.passwordHash, password));
    if (!ok) {
      await this.throttle.recordFailure(username, ip);
      throw new UnauthorizedException(MESSAGES.wrongPassword);
    }
    await this.throttle.reset(username, ip);
    return this.session(user);
  }

  async me(userId: string) {
    const user = await this.db.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw new UnauthorizedException('Your session has ended. Please sign in again.');
    return { user: toUser(user, this.config.settings.ADMIN_USERNAMES) };
  }

  private findByUsername(username: string) {
    return this.db
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username })
      .getOne();
  }

  private session(user: UserEntity): AuthResponse {
    return { user: toUser(user, this.config.settings.ADMIN_USERNAMES), token: this.tokens.sign({ sub: user.id, username: user.username }) };
  }
}
