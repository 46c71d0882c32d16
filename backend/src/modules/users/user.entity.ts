import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 32 })
  username: string;

  /** argon2id hash; the password itself is never stored */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ type: 'int', default: 5 })
  credits: number;

  @Column({ name: 'sub_end', type: 'timestamptz', nullable: true })
  subEnd: Date | null;

  /** a proven address (a signed sign-in message or a payment); one account at most (users_wallet_key) */
  @Column({ type: 'varchar', length: 44, nullable: true })
  wallet: string | null;

  /** shown with their feed posts when they choose one (PUT /api/users/me/public-name) */
  @Column({ name: 'public_name', type: 'varchar', length: 40, nullable: true })
  publicName: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
