import type { User } from '../../contracts';
import type { UserEntity } from './user.entity';

/** Subscribed means the subscription ends in the future: derived, never stored. */
export function isSubscribed(user: Pick<UserEntity, 'subEnd'>, now = new Date()): boolean {
  return !!user.subEnd && user.subEnd.getTime() > now.getTime();
}

/** Admins are the usernames in ADMIN_USERNAMES (kept lower-case; usernames are unique whatever their case). */
export function isAdminUsername(username: string, admins: readonly string[]): boolean {
  return admins.includes(username.toLowerCase());
}

export function toUser(entity: UserEntity, admins: readonly string[]): User {
  return {
    id: entity.id,
    username: entity.username,
    isSubscribed: isSubscribed(entity),
    subEnd: entity.subEnd ? entity.subEnd.toISOString() : null,
    credits: entity.credits,
    wallet: entity.wallet,
    isAdmin: isAdminUsername(entity.username, admins),
    publicName: entity.publicName ?? null,
  };
}
