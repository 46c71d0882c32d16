import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';

import { AppConfig } from '../../config/app-config';
import type { Stats } from '../../contracts';
import { GirlsRepository } from '../girls/girls.repository';
import { PicturesRepository } from '../pics/pictures.repository';
import { toUser } from './user.view';
import { UsersRepository } from './users.repository';

@Injectable()
export class UsersService {
  constructor(
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(GirlsRepository) private readonly girls: GirlsRepository,
    @Inject(PicturesRepository) private readonly pictures: PicturesRepository,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** Real counts: users, girls, and every stored picture (portraits and gallery pictures). */
  async stats(): Promise<Stats> {
    const [users, girls, portraits, pictures] = await Promise.all([
      this.users.count(),
      this.girls.count(),
      this.girls.countWithPortrait(),
      this.pictures.count(),
    ]);
    return { users, girls, images: pictures + portraits };
  }

  async linkWallet(userId: string, wallet: string) {
    const user = await this.users.linkWallet(userId, wallet);
    if (!user) throw new UnauthorizedException('Your session has ended. Please sign in again.');
    return { user: toUser(user, this.config.settings.ADMIN_USERNAMES) };
  }
}
