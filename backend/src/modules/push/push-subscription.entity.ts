import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One browser's Web Push subscription (its endpoint is unique: a browser belongs to the account that subscribed it last). */
@Entity('push_subscriptions')
export class PushSubscriptionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text', unique: true })
  endpoint: string;

  /** the browser's P-256 public key and auth secret, base64url */
  @Column({ type: 'varchar', length: 100 })
  p256dh: string;

  @Column({ type: 'varchar', length: 50 })
  auth: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
