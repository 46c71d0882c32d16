import { Module } from '@nestjs/common';

import { UsersController } from './users.controller';
import { UsersService } from './users.service';
import { WalletLinkService } from './wallet-link.service';
import { WalletNonces } from './wallet-nonces';

@Module({ controllers: [UsersController], providers: [UsersService, WalletLinkService, WalletNonces] })
export class UsersModule {}
