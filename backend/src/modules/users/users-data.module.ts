import { Module } from '@nestjs/common';

import { UserAccounts } from './user-accounts.writer';
import { UsersRepository } from './users.repository';

/**
 * The users table, for both processes. Other modules call UserAccounts; the repository is exported for
 * this module's own API side only (dependency-cruiser keeps every other folder from importing it).
 */
@Module({ providers: [UsersRepository, UserAccounts], exports: [UsersRepository, UserAccounts] })
export class UsersDataModule {}
