import { Module } from '@nestjs/common';

import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { KnownDevices } from './known-device.service';
import { PasswordService } from './password.service';
import { PublicNameService } from './public-name.service';
import { UsersController } from './users.controller';
import { UsersDataModule } from './users-data.module';
import { WalletLinkService } from './wallet-link.service';
import { WalletNonces } from './wallet-nonces';

/** Accounts: sign-up and sign-in (sessions are the auth module's), the password, the wallet link. */
@Module({
  imports: [UsersDataModule],
  controllers: [AuthController, UsersController],
  providers: [AuthService, KnownDevices, WalletLinkService, WalletNonces, PasswordService, PublicNameService],
  exports: [PasswordService],
})
export class UsersModule {}
