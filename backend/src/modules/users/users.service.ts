import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { DataSource } from 'typeorm';
import type { Stats } from '../../contracts';
import { UserEntity } from './user.entity';
import { toUser } from './user.view';

@Injectable()
export class UsersService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** Real counts: users, girls, and every stored picture (portraits and gallery pictures). */
  async stats(): Promise<Stats> {
    const [row] = await this.db.query(`
      SELECT (SELECT count(*) FROM users)::int AS users,
             (SELECT count(*) FROM girls)::int AS girls,
             ((SELECT count(*) FROM pictures) + (SELECT count(*) FROM girls WHERE image_url IS NOT NULL))::int AS images`);
    return row as Stats;
  }

  async linkWallet(userId: string, wallet: string) {
    const users = this.db.getRepository(UserEntity);
    const result = await users.update({ id: userId }, { wallet });
    if (!result.affected) throw new UnauthorizedException('Your session has ended. Please sign in again.');
    return { user: toUser(await users.findOneByOrFail({ id: userId }), this.config.settings.ADMIN_USERNAMES) };
  }
}
