import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';

import { AppConfig } from '../../config/app-config';
import { cleanName, MESSAGES, type User } from '../../contracts';
import { toUser } from './user.view';
import { UsersRepository } from './users.repository';

/** The name a person shows with their feed posts: none by default, so a post names only the girl. */
@Injectable()
export class PublicNameService {
  constructor(
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** Stored without hidden formatting (bidi controls, invisible spaces); blank is none. */
  async set(userId: string, publicName: string | null | undefined): Promise<{ user: User }> {
    const updated = await this.users.setPublicName(userId, cleanName(publicName));
    if (!updated) throw new UnauthorizedException(MESSAGES.signInAgain);
    return { user: toUser(updated, this.config.settings.ADMIN_USERNAMES) };
  }
}
