import { Module } from '@nestjs/common';

import { AuthModule } from '../auth/auth.module';
import { GirlsModule } from '../girls/girls.module';
import { UsersModule } from '../users/users.module';
import { UsersDataModule } from '../users/users-data.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

/** The account's end, by its owner: above users and girls, which it takes apart. */
@Module({
  imports: [AuthModule, UsersModule, UsersDataModule, GirlsModule],
  controllers: [AccountController],
  providers: [AccountService],
})
export class AccountModule {}
