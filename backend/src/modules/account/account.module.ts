import { Module } from '@nestjs/common';

import { AuthModule } from '../auth/auth.module';
import { ChatDataModule } from '../chat/chat-data.module';
import { GirlsModule } from '../girls/girls.module';
import { UsersModule } from '../users/users.module';
import { UsersDataModule } from '../users/users-data.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AccountExport } from './account-export';

/** The account's own: its data as a zip, and its end, by its owner (above users, girls and chat, which it reads and takes apart). */
@Module({
  imports: [AuthModule, UsersModule, UsersDataModule, GirlsModule, ChatDataModule],
  controllers: [AccountController],
  providers: [AccountService, AccountExport],
})
export class AccountModule {}
