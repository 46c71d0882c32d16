import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A Solana Pay reference handed to a user, waiting for its payment. */
@Entity('payment_intents')
export class PaymentIntentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 44, unique: true })
  reference: string;

  @Column({ type: 'varchar', length: 44 })
  recipient: string;

  @Column({ type: 'bigint' })
  lamports: string;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  status: 'open' | 'paid' | 'expired';

  @Column({ type: 'varchar', length: 100, nullable: true })
  signature: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
