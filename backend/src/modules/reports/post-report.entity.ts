import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

import type { ReportReason } from '../../contracts';

/** One reader's report of one feed post; open until an admin restores the post (removal deletes it). */
@Entity('post_reports')
@Unique(['postId', 'userId'])
export class PostReportEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'post_id', type: 'uuid' })
  postId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 32 })
  reason: ReportReason;

  @Column({ type: 'text', default: '' })
  note: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** whether it hid the post from everyone at once (a serious reason from a reporter in good standing) */
  @Column({ type: 'boolean', default: false })
  hides: boolean;

  /** set when an admin restored the post: the report no longer hides it */
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;
}
