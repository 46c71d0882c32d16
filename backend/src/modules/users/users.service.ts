import { Inject, Injectable } from '@nestjs/common';

import type { Stats } from '../../contracts';
import { GirlsRepository } from '../girls/girls.repository';
import { PicturesRepository } from '../pics/pictures.repository';
import { UsersRepository } from './users.repository';

@Injectable()
export class UsersService {
  constructor(
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(GirlsRepository) private readonly girls: GirlsRepository,
    @Inject(PicturesRepository) private readonly pictures: PicturesRepository,
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
}
