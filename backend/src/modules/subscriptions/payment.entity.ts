import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A verified on-chain payment. A signature counts once, ever. */
@Entity('payments')
export class PaymentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100, unique: true })
  signature: string;

  @Column({ type: 'varchar', length: 44 })
  reference: string;

  /** null once the account that paid was deleted (the payment itself is kept) */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 44 })
  wallet: string;

  @Column({ type: 'bigint' })
  lamports: string;

  @Column({ type: 'bigint' })
  slot: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
