import type { Style } from '../../contracts';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { PictureEntity } from '../pics/picture.entity';

@Entity('girls')
export class GirlEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: UserEntity;

  @Column({ type: 'varchar', length: 200, nullable: true }) name: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) eyes: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) mouth: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) nose: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) hair: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) body: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) skin: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  personality: string[];

  @Column({ type: 'varchar', length: 20, default: 'Realistic' })
  style: Style;

  @Column({ type: 'text', nullable: true })
  bio: string | null;

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl: string | null;

  @OneToMany(() => PictureEntity, (p) => p.girl)
  pictures?: PictureEntity[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
