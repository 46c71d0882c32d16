import type { User } from '../../contracts';
import type { UserEntity } from './user.entity';

/** Subscribed means the subscription ends in the future: derived, never stored. */
export function isSubscribed(user: Pick<UserEntity, 'subEnd'>, now = new Date()): boolean {
  return !!user.subEnd && user.subEnd.getTime() > now.getTime();
}

export function toUser(entity: UserEntity): User {
  return {
    id: entity.id,
    username: entity.username,
    isSubscribed: isSubscribed(entity),
    subEnd: entity.subEnd ? entity.subEnd.toISOString() : null,
    credits: entity.credits,
    wallet: entity.wallet,
  };
}
