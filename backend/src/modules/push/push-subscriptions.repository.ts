import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface StoredSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The one owner of the push_subscriptions table. */
@Injectable()
export class PushSubscriptionsRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /**
   * Saves a browser's subscription for the user (the same endpoint moves to whoever subscribed it
   * last, with its new keys); then only the user's `keep` newest subscriptions are kept.
   */
  async save(userId: string, sub: Omit<StoredSubscription, 'id'>, keep: number): Promise<void> {
    await this.db.transaction(async (m) => {
      await m.query(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
         ON CONFLICT (endpoint) DO UPDATE
           SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, updated_at = now()`,
        [userId, sub.endpoint, sub.p256dh, sub.auth],
      );
      await m.query(
        `DELETE FROM push_subscriptions WHERE user_id = $1 AND id NOT IN (
           SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY updated_at DESC, id LIMIT $2)`,
        [userId, keep],
      );
    });
  }

  /** Forgets one of the user's subscriptions; false when the user had none with this endpoint. */
  async remove(userId: string, endpoint: string): Promise<boolean> {
    const [, count]: [unknown, number] = await this.db.query(
      'DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2',
      [userId, endpoint],
    );
    return count > 0;
  }

  /** A subscription the push service no longer knows (404 or 410). */
  async removeGone(id: string): Promise<void> {
    await this.db.query('DELETE FROM push_subscriptions WHERE id = $1', [id]);
  }

  async ofUser(userId: string): Promise<StoredSubscription[]> {
    return this.db.query(
      'SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = $1 ORDER BY updated_at DESC',
      [userId],
    );
  }
}
