import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';

import { UserEntity } from './user.entity';

/** The address is linked to another account (users_wallet_key: one account per address). */
export class WalletTaken extends Error {
  constructor() {
    super('wallet already linked to another account');
  }
}

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';

/** The one owner of the users table: accounts, credits, subscription end and linked wallet. */
@Injectable()
export class UsersRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  create(user: Pick<UserEntity, 'username' | 'passwordHash' | 'credits' | 'subEnd' | 'wallet'>): Promise<UserEntity> {
    const users = this.db.getRepository(UserEntity);
    return users.save(users.create(user));
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.db.getRepository(UserEntity).findOneBy({ id });
  }

  /** Usernames are unique whatever their case. */
  findByUsername(username: string): Promise<UserEntity | null> {
    return this.db
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username })
      .getOne();
  }

  count(): Promise<number> {
    return this.db.getRepository(UserEntity).count();
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
  }

  /** The user with her public name set (null: none), or null when she no longer exists. */
  async setPublicName(id: string, publicName: string | null): Promise<UserEntity | null> {
    const result = await this.db.getRepository(UserEntity).update({ id }, { publicName });
    return result.affected ? this.findById(id) : null;
  }

  /** Deletes the account's row: what is theirs goes with it (cascades); their payments stay, unnamed. */
  async delete(id: string): Promise<void> {
    await this.db.query('DELETE FROM users WHERE id = $1', [id]);
  }

  /** The user with her wallet linked, or null when she no longer exists. Throws WalletTaken. */
  async linkWallet(id: string, wallet: string): Promise<UserEntity | null> {
    try {
      const result = await this.db.getRepository(UserEntity).update({ id }, { wallet });
      return result.affected ? this.findById(id) : null;
    } catch (error) {
      if (isUniqueViolation(error)) throw new WalletTaken();
      throw error;
    }
  }

  /**
   * Links the wallet that paid to a user who has none, unless another account holds it: the payment
   * proves the wallet, and an address belongs to one account at most. True when it was linked.
   */
  async linkPayingWallet(id: string, wallet: string): Promise<boolean> {
    try {
      const result = await this.db
        .getRepository(UserEntity)
        .createQueryBuilder()
        .update()
        .set({ wallet })
        .where('id = :id AND wallet IS NULL', { id })
        .andWhere('NOT EXISTS (SELECT 1 FROM users other WHERE other.wallet = :wallet)', { wallet })
        .execute();
      return Boolean(result.affected);
    } catch (error) {
      if (isUniqueViolation(error)) return false; // another account linked it meanwhile
      throw error;
    }
  }

  /** Whether her subscription runs now (false for an unknown user). */
  async isSubscribed(id: string, m: EntityManager = this.db.manager): Promise<boolean> {
    const [row]: { subscribed: boolean }[] = await m.query(
      'SELECT COALESCE(sub_end > now(), false) AS subscribed FROM users WHERE id = $1',
      [id],
    );
    return row?.subscribed ?? false;
  }

  /** Her row locked until the caller's transaction ends (payments extend it once). */
  lockForUpdate(id: string, m: EntityManager): Promise<UserEntity> {
    return m.findOneOrFail(UserEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async setSubscription(id: string, subEnd: Date, m: EntityManager = this.db.manager): Promise<void> {
    await m.update(UserEntity, { id }, { subEnd });
  }

  async giveCredit(id: string, m: EntityManager = this.db.manager): Promise<void> {
    await m.query('UPDATE users SET credits = credits + 1 WHERE id = $1', [id]);
  }
}
