import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';

import type { Stats } from '../../contracts';
import { GirlRecords } from '../girls/girl-records.writer';
import { Gallery } from '../pics/gallery.writer';
import { StatsDto } from '../users/dto/user.dto';
import { UserAccounts } from '../users/user-accounts.writer';

/**
 * The public counts (GET /users/stats): users, girls, and every stored picture (portraits and gallery
 * pictures). Here, beside the other public answers, because it reads three modules' tables and none
 * of them depends on the others for it.
 */
@ApiTags('users')
@Controller('users')
export class StatsController {
  constructor(
    @Inject(UserAccounts) private readonly users: UserAccounts,
    @Inject(GirlRecords) private readonly girls: GirlRecords,
    @Inject(Gallery) private readonly pictures: Gallery,
  ) {}

  @Get('stats')
  @ApiOkResponse({ type: StatsDto, description: 'real counts (public)' })
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
