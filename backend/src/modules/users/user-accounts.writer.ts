import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import type { UserEntity } from './user.entity';
import { UsersRepository } from './users.repository';

/** A user's row as other modules read it (subscriptions answer with her account). */
export type Account = UserEntity;

/**
 * What other modules may read and write of the users table, each over the caller's transaction where
 * it takes one: her subscription (chat and girls check it, subscriptions extend it), a credit given
 * back (the jobs' ledger), the paying wallet linked, and the count of accounts (public stats).
 */
@Injectable()
export class UserAccounts {
  constructor(@Inject(UsersRepository) private readonly users: UsersRepository) {}

  findById(id: string): Promise<Account | null> {
    return this.users.findById(id);
  }

  count(): Promise<number> {
    return this.users.count();
  }

  isSubscribed(id: string, m?: EntityManager): Promise<boolean> {
    return this.users.isSubscribed(id, m);
  }

  /** Her row locked until the caller's transaction ends. */
  lockForUpdate(id: string, m: EntityManager): Promise<Account> {
    return this.users.lockForUpdate(id, m);
  }

  setSubscription(id: string, subEnd: Date, m?: EntityManager): Promise<void> {
    return this.users.setSubscription(id, subEnd, m);
  }

  linkPayingWallet(id: string, wallet: string): Promise<boolean> {
    return this.users.linkPayingWallet(id, wallet);
  }

  giveCredit(id: string, m: EntityManager): Promise<void> {
    return this.users.giveCredit(id, m);
  }

  /** Deletes the account's row (an account deleted by its owner; what is theirs goes with it). */
  delete(id: string): Promise<void> {
    return this.users.delete(id);
  }
}
