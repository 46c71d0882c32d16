import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('feed_posts')
export class FeedPostEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'girl_id', type: 'uuid', nullable: true })
  girlId: string | null;

  /** the girl's name when posted, or 'Unknown' */
  @Column({ name: 'girl_name', type: 'varchar', length: 200 })
  girlName: string;

  @Column({ name: 'image_url', type: 'text' })
  imageUrl: string;

  @Column({ type: 'text', default: '' })
  caption: string;

  @Column({ type: 'boolean', default: false })
  nsfw: boolean;

  /** the job that made it: unique, so a retried job never posts twice */
  @Column({ name: 'job_id', type: 'uuid', nullable: true, unique: true })
  jobId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
